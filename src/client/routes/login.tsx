import { Link, createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { SignInLayout } from '../app/frame/sign-in-layout.tsx'
import { routeMeta } from '../app/route-meta.ts'
import { SignInForm } from '../features/session/components/sign-in-form.tsx'
import { tokenStore } from '../lib/tokens.ts'
import { SupportContacts } from '../shared/support/support-contacts.tsx'
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
    <SignInLayout
      logo={<Logo to="/login" />}
      registerLink={(link) => <Link to="/register" {...link} />}
      below={<SupportContacts className="px-2 text-gray-600" />}
    >
      <SignInForm
        onSignedIn={(tokens) => {
          tokenStore.save(tokens)
          void router.navigate({ to: safeRedirect(returnTo), replace: true })
        }}
      />
    </SignInLayout>
  )
}
