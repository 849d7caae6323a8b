import { Link } from '@tanstack/react-router'

/** An address that names no page. */
export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-5xl font-bold text-primary-700">404</p>
      <h1 className="text-xl font-semibold text-gray-900">Страница не найдена</h1>
      <p className="text-gray-600">Возможно, ссылка устарела или в адресе опечатка.</p>
      <Link to="/" className="font-medium text-primary-800 underline-offset-2 hover:underline">
        На главную
      </Link>
    </main>
  )
}
