import './lib/zod-without-eval.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { setSessionEndedHandler } from './lib/api-client.ts'
import { ApiError } from './lib/api-error.ts'
import { auth } from './lib/auth.ts'
import { routeTree } from './routeTree.gen.ts'
import { RouteError } from './app/route-error.tsx'
import { RoutePending } from './app/route-pending.tsx'
import { applyPreloadedStylesheets } from './app/stylesheets.ts'
import { syncDeviceData } from './pwa/device-data.ts'
import { isFormInProgress } from './pwa/form-in-progress.ts'
import { catchInstallOffer } from './pwa/install-events.ts'
import { listenToPushes } from './pwa/push-listener.ts'
import { offerReload, startServiceWorker } from './pwa/service-worker.ts'
import './index.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      // Two quick tries, not the library's 1 s and 2 s: a worker whose server is down is told so within two
      // seconds (issue 46) rather than watching placeholders.
      retryDelay: (failures) => 250 * 2 ** failures,
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
// A push may change what the open pages show (badges, lists); its tap opens its page here.
listenToPushes({
  refresh: () => void queryClient.invalidateQueries(),
  open: (url) => router.history.push(url),
})
// The query client starts as online; a phone opened with no network must pause its calls from the start.
onlineManager.setOnline(navigator.onLine)
// The service worker's first install downloads the whole app: it waits until the first screen is up.
const stopWaiting = router.subscribe('onRendered', () => {
  stopWaiting()
  startServiceWorker()
})

/**
 * index.html's frame stays on screen until the first page is ready to replace it: a worker's saved pages go
 * back into the cache first (an offline start shows them instead of failing), then the route loads (code,
 * current user) while the stylesheet is applied. Rendering in a transition lets React yield to the browser.
 */
async function start() {
  const styled = applyPreloadedStylesheets()
  await syncDeviceData(queryClient)
  // A load that throws still mounts the app: the router then shows the page's error or loads again.
  await Promise.all([router.load().catch(() => undefined), styled])
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}

void start()
