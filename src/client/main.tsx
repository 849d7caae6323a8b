import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { setSessionEndedHandler } from './lib/api-client.ts'
import { ApiError } from './lib/api-error.ts'
import { auth } from './lib/auth.ts'
import { routeTree } from './routeTree.gen.ts'
import { RouteError } from './app/route-error.tsx'
import { RoutePending } from './app/route-pending.tsx'
import { syncDeviceData } from './pwa/device-data.ts'
import { isFormInProgress } from './pwa/form-in-progress.ts'
import { catchInstallOffer } from './pwa/install-events.ts'
import { offerReload, startServiceWorker } from './pwa/service-worker.ts'
import './index.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
})

const router = createRouter({
  routeTree,
  context: { queryClient, auth },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: RoutePending,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// A new deployment removes the old hashed chunks: reload once to get the new app instead of failing, unless
// the person is filling something in; then the update snackbar offers the reload.
window.addEventListener('vite:preloadError', (event) => {
  if (isFormInProgress()) {
    offerReload()
    return
  }
  if (sessionStorage.getItem('reloadedForNewVersion')) return
  sessionStorage.setItem('reloadedForNewVersion', '1')
  event.preventDefault()
  window.location.reload()
})

setSessionEndedHandler(() => {
  queryClient.clear()
  void router.navigate({ to: '/login', replace: true })
})

catchInstallOffer()
startServiceWorker()
// The query client starts as online; a phone opened with no network must pause its calls from the start.
onlineManager.setOnline(navigator.onLine)

// A worker's saved pages go back into the cache first, so an offline start shows them instead of failing.
void syncDeviceData(queryClient).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
)
