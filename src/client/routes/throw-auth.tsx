import { useEffect, useState } from 'react'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { routeMeta } from '../app/route-meta.ts'
import { exchangePartnerLink } from '../features/session/api/sign-in.ts'
import { ApiError } from '../lib/api-error.ts'
import { tokenStore } from '../lib/tokens.ts'
import { Spinner } from '../ui/spinner.tsx'

export const Route = createFileRoute('/throw-auth')({
  staticData: { meta: routeMeta.throwAuth },
  component: ThrowAuthPage,
})

/**
 * A worker arriving from a partner app: `/throw-auth#refreshToken=…` is exchanged for a session, the fragment
 * is cleared from the address and history, and the worker lands on /orders (product decisions section 3).
 * Only the partner's one-time link is taken: a refresh token pasted here signs nobody in (decision 017).
 */
function ThrowAuthPage() {
  const router = useRouter()
  // The partner's link keeps the spec's `#refreshToken=` name; its value is a one-time link token.
  const [linkToken] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('refreshToken'))
  const [problem, setProblem] = useState<string | null>(linkToken ? null : 'В ссылке нет данных для входа')
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname)
    if (!linkToken) return
    exchangePartnerLink(linkToken)
      .then((tokens) => {
        tokenStore.save(tokens)
        return router.navigate({ to: '/orders', replace: true })
      })
      .catch((error: unknown) => setProblem(error instanceof ApiError ? error.message : 'Не удалось войти'))
  }, [router, linkToken])
  if (!problem) return <FullScreenSpinner />
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold text-gray-900">Не удалось войти из приложения партнёра</h1>
      <p role="alert" className="text-gray-600">
        {problem}
      </p>
      <Link to="/login" className="font-medium text-primary-800 underline-offset-2 hover:underline">
        Войти по номеру телефона
      </Link>
    </main>
  )
}

/** Covers the page while the partner's link is exchanged for a session. */
function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <Spinner className="size-10 border-4 text-primary-700" label="Загрузка" />
    </div>
  )
}
