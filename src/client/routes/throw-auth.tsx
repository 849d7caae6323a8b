import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import { staffEndpoints } from '#contract/staff/endpoints.ts'
import { workerEndpoints } from '#contract/workers/endpoints.ts'
import { routeMeta } from '../app/route-meta.ts'
import { exchangePartnerLink, partnerLinkWorker } from '../features/session/api/sign-in.ts'
import { signOut } from '../features/session/sign-out.ts'
import { call } from '../lib/api-client.ts'
import { ApiError } from '../lib/api-error.ts'
import { tokenStore, type TokenClaims } from '../lib/tokens.ts'
import { useSession } from '../shared/current-user.ts'
import { Spinner } from '../ui/spinner.tsx'
import { useConfirm } from '../ui/use-confirm.tsx'

export const Route = createFileRoute('/throw-auth')({
  staticData: { meta: routeMeta.throwAuth },
  component: ThrowAuthPage,
})

const signedInName = async (claims: TokenClaims) =>
  (await (isSelfEmployedUser(claims.roles) ? call(workerEndpoints.me) : call(staffEndpoints.me))).fullName

/**
 * A worker arriving from a partner app: `/throw-auth#refreshToken=…` is exchanged for a session, the fragment
 * is cleared from the address and history, and the worker lands on /orders (product decisions section 3).
 * Only the partner's one-time link is taken: a refresh token pasted here signs nobody in (decision 017). Where
 * someone else is signed in, the page asks first, naming both (decision 071): a link made for one's own account
 * and opened in another's browser must not take that browser over unnoticed. «Нет» keeps the session and
 * spends nothing; the link runs out on its own.
 */
function ThrowAuthPage() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSession()
  const [confirm, confirmDialog] = useConfirm()
  // The partner's link keeps the spec's `#refreshToken=` name; its value is a one-time link token.
  const [linkToken] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('refreshToken'))
  const [problem, setProblem] = useState<string | null>(linkToken ? null : 'В ссылке нет данных для входа')
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname)
    if (!linkToken) return
    // React's strict mode runs the effect twice: only the latest run acts on its answers.
    let current = true
    const mayGoOn = async (): Promise<boolean> => {
      const claims = session.claims()
      if (!claims) return true
      const [worker, name] = await Promise.all([partnerLinkWorker(linkToken), signedInName(claims)])
      if (isSelfEmployedUser(claims.roles) && claims.userId === worker.workerId) return true
      const yes = await confirm({
        title: 'Сменить пользователя?',
        message: `Сейчас выполнен вход как ${name}. Ссылка из приложения партнёра откроет вход как ${worker.fullName}. Выйти и войти по ссылке?`,
        confirmLabel: 'Да',
        cancelLabel: 'Нет',
      })
      if (!current) return false
      if (!yes) {
        await router.navigate({ to: '/', replace: true })
        return false
      }
      await signOut(queryClient, () => {})
      return true
    }
    mayGoOn()
      .then(async (goOn) => {
        if (!goOn || !current) return
        tokenStore.save(await exchangePartnerLink(linkToken))
        await router.navigate({ to: '/orders', replace: true })
      })
      .catch((error: unknown) => {
        if (current) setProblem(error instanceof ApiError ? error.message : 'Не удалось войти')
      })
    return () => {
      current = false
    }
  }, [router, queryClient, session, confirm, linkToken])
  if (!problem) {
    return (
      <>
        <FullScreenSpinner />
        {confirmDialog}
      </>
    )
  }
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
