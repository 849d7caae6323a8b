import { createFileRoute, Link } from '@tanstack/react-router'
import { routeMeta } from '../app/route-meta.ts'
import { Logo } from '../ui/logo.tsx'

export const Route = createFileRoute('/register')({
  staticData: { meta: routeMeta.register },
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-lg space-y-6">
        <div className="flex justify-center">
          <Logo to="/login" />
        </div>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h1 className="text-xl font-semibold text-gray-900">Регистрация исполнителя</h1>
          <p className="mt-2 text-sm text-gray-600">
            Анкета исполнителя откроется здесь после подтверждения номера телефона.
          </p>
          <Link
            to="/login"
            className="mt-4 inline-block text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
          >
            Уже зарегистрированы? Войти
          </Link>
        </section>
      </div>
    </main>
  )
}
