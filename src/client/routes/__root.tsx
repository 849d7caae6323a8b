import { useEffect } from 'react'
import { Outlet, createRootRouteWithContext, lazyRouteComponent, useMatches } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context.ts'
import { SnackbarHost } from '../ui/snackbar/snackbar-host.tsx'
import { DebugMenu } from '../features/debug/components/debug-menu.tsx'
import { UpdatePrompt } from '../app/update-prompt.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // A mistyped or stale address is rare: its page loads when needed.
  notFoundComponent: lazyRouteComponent(() => import('../app/not-found.tsx'), 'NotFound'),
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
