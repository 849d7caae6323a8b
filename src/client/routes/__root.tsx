import { useEffect } from 'react'
import { Link, Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context.ts'
import { SnackbarHost } from '../ui/snackbar/snackbar-host.tsx'
import { DebugMenu } from '../features/debug/components/debug-menu.tsx'
import { UpdatePrompt } from '../app/update-prompt.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
})

function DocumentTitle() {
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.meta)?.staticData.meta?.title,
  })
  useEffect(() => {
    document.title = title ? `${title} — Смены` : 'Смены'
  }, [title])
  return null
}

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <SnackbarHost />
      <DebugMenu />
      <UpdatePrompt />
    </>
  )
}

function NotFound() {
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
