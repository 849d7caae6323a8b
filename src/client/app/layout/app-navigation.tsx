import type { ComponentProps } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import { productVersion } from '#contract/common/version.ts'
import { NavigationList } from './navigation-list.tsx'
import { signOut } from '../../features/session/sign-out.ts'
import { SignOutWarning } from '../../features/session/components/sign-out-warning.tsx'
import { checksWaitFor } from '../../pwa/pending-checks-entry.ts'
import { Drawer } from '../../ui/drawer.tsx'
import { useDialog } from '../../ui/use-dialog.ts'
import { SupportContacts } from '../../shared/support/support-contacts.tsx'

type NavigationProps = Omit<ComponentProps<typeof NavigationList>, 'onNavigate' | 'onLogout'>

/**
 * The menu's Выйти: signing out is reached only through the menu, so its code comes with it. While checks made
 * offline still wait on the phone, the worker is told first that they are kept for the next sign-in (decision
 * 037); `beforeWarning` closes the phone's drawer under it.
 */
function useLogout(beforeWarning?: () => void) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const warning = useDialog()
  const signOutNow = () => signOut(queryClient, () => router.navigate({ to: '/login', replace: true }))
  const { claims } = useRouteContext({ from: '/_app' })
  // Only a worker's checks wait on the phone; staff and workers are numbered apart.
  const checksWait = async () => isSelfEmployedUser(claims.roles) && (await checksWaitFor(claims.userId))
  const logout = () =>
    void checksWait().then((waiting) => {
      if (!waiting) return signOutNow()
      beforeWarning?.()
      warning.open()
    })
  const warningDialog = (
    <SignOutWarning
      open={warning.isOpen}
      onClose={warning.close}
      onSignOut={() => {
        warning.close()
        void signOutNow()
      }}
    />
  )
  return { logout, warningDialog }
}

/**
 * The navigation's entries with their icons and badges, and the phone's menu drawer. The layout loads this
 * module where it is drawn: beside the page from 640 px, and on a phone once the menu is about to open, so the
 * phone's first screen («Заказы») does not download what it does not show.
 */
export function NavigationPanel(props: NavigationProps) {
  const { logout, warningDialog } = useLogout()
  return (
    <>
      <NavigationList {...props} onLogout={logout} />
      {warningDialog}
    </>
  )
}

export function MenuDrawer({
  open,
  onClose,
  ...navigation
}: NavigationProps & { open: boolean; onClose: () => void }) {
  const { logout, warningDialog } = useLogout(onClose)
  const { claims } = useRouteContext({ from: '/_app' })
  return (
    <>
      <Drawer open={open} onClose={onClose} title="Меню">
        <NavigationList {...navigation} onLogout={logout} onNavigate={onClose} />
        {isSelfEmployedUser(claims.roles) && (
          <SupportContacts className="mx-4 mt-2 border-t border-gray-200 px-2 pt-3 text-gray-700" />
        )}
        <p className="px-6 py-3 text-xs text-gray-400">Версия {productVersion}</p>
      </Drawer>
      {warningDialog}
    </>
  )
}
