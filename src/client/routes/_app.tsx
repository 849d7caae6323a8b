import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  Outlet,
  createFileRoute,
  redirect,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { currentUserFailureMessage } from '#contract/common/error-messages.ts'
import { SignedInFrame } from '../app/frame/signed-in-frame.tsx'
import { AppLayout } from '../app/layout/app-layout.tsx'
import {
  citizenshipsQueryOptions,
  fundsQueryOptions,
  servicesQueryOptions,
} from '../shared/reference-lists.ts'
import { currentUserQueryOptions, isWorkerMe, useCurrentUser } from '../shared/current-user.ts'
import { workerAccess } from '../features/worker-orders/worker-access.ts'
import { currentUserFailureText } from '../features/session/current-user-failure.ts'
import { signOut } from '../features/session/sign-out.ts'
import { useAfterFirstScreen } from '../lib/when-idle.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/snackbar/snackbar-store.ts'

/** Every signed-in page: guard 1 of spec section 2, then the current user and the reference data. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    const claims = context.auth.claims()
    if (!claims) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    return { claims }
  },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(currentUserQueryOptions(context.claims))
  },
  // Until the current user is loaded (spec section 2) the layout's frame covers the app, as index.html's does.
  pendingMs: 0,
  pendingComponent: SignedInFrame,
  errorComponent: CurrentUserFailed,
  component: SignedIn,
})

function SignedIn() {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const firstScreenDrawn = useAfterFirstScreen()
  // Loaded at start (spec section 7), once the first page is drawn: no page's first screen needs them.
  useEffect(() => {
    if (!firstScreenDrawn) return
    void queryClient.prefetchQuery(citizenshipsQueryOptions)
    void queryClient.prefetchQuery(fundsQueryOptions)
    void queryClient.prefetchQuery(servicesQueryOptions)
  }, [queryClient, firstScreenDrawn])
  const access = isWorkerMe(user) ? workerAccess(user.roles) : null
  // Every section of the worker's menu is saved for offline, not only those visited (decision 087): asked for
  // after the first screen, and again whenever the network comes back.
  useEffect(() => {
    if (access === null || !firstScreenDrawn) return
    const prefetch = () =>
      void import('../pwa/worker-sections.ts').then((sections) =>
        sections.prefetchWorkerSections(queryClient, access),
      )
    if (navigator.onLine) prefetch()
    window.addEventListener('online', prefetch)
    return () => window.removeEventListener('online', prefetch)
  }, [queryClient, access, firstScreenDrawn])
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  )
}

/** Spec section 8: an error snackbar with the server's message; the page offers to retry or sign out. */
function CurrentUserFailed({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const message = currentUserFailureText(error)
  useEffect(() => {
    notify({ status: 'error', message })
  }, [message])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold text-gray-900">{currentUserFailureMessage}</h1>
      <p className="max-w-md text-gray-600">
        {message === currentUserFailureMessage ? 'Проверьте соединение и повторите.' : message}
      </p>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Повторить
        </Button>
        <Button
          variant="secondary"
          onClick={() => signOut(queryClient, () => router.navigate({ to: '/login', replace: true }))}
        >
          Выйти
        </Button>
      </div>
    </main>
  )
}
