import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { routeMeta } from '../app/route-meta.ts'
import { SignInForm } from '../features/session/components/sign-in-form.tsx'
import { tokenStore } from '../lib/tokens.ts'
import { Logo } from '../ui/logo.tsx'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context }) => {
    if (context.auth.claims()) throw redirect({ to: '/', replace: true })
  },
  staticData: { meta: routeMeta.login },
  component: LoginPage,
})

/** Only a path inside the app may be returned to after signing in. */
const safeRedirect = (target: string | undefined) =>
  target?.startsWith('/') && !target.startsWith('//') ? target : '/'

function LoginPage() {
  const router = useRouter()
  const { redirect: returnTo } = Route.useSearch()
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex justify-center">
          <Logo to="/login" />
        </div>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h1 className="mb-1 text-xl font-semibold text-gray-900">Вход</h1>
          <p className="mb-5 text-sm text-gray-600">Получите код в СМС на свой номер телефона.</p>
          <SignInForm
            onSignedIn={(tokens) => {
              tokenStore.save(tokens)
              void router.navigate({ to: safeRedirect(returnTo), replace: true })
            }}
          />
        </section>
      </div>
    </main>
  )
}
