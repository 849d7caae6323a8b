import { createFileRoute, redirect } from '@tanstack/react-router'
import { routeMeta } from '../app/route-meta.ts'
import { RegistrationFlow } from '../features/registration/components/registration-flow.tsx'
import { Logo } from '../ui/logo.tsx'

export const Route = createFileRoute('/register')({
  beforeLoad: ({ context }) => {
    if (context.auth.claims()) throw redirect({ to: '/', replace: true })
  },
  staticData: { meta: routeMeta.register },
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-3 py-8 sm:px-4 sm:py-10">
      <div className="flex w-full flex-col items-center gap-6">
        <Logo to="/login" />
        <RegistrationFlow />
      </div>
    </main>
  )
}
