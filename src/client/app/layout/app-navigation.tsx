import type { ComponentProps } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { productVersion } from '#contract/common/version.ts'
import { NavigationList } from '../../features/navigation/components/navigation-list.tsx'
import { signOut } from '../../features/session/sign-out.ts'
import { Drawer } from '../../ui/drawer.tsx'

type NavigationProps = Omit<ComponentProps<typeof NavigationList>, 'onNavigate' | 'onLogout'>

/** The menu's Выйти: signing out is reached only through the menu, so its code comes with it. */
function useLogout() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return () => signOut(queryClient, () => router.navigate({ to: '/login', replace: true }))
}

/**
 * The navigation's entries with their icons and badges, and the phone's menu drawer. The layout loads this
 * module where it is drawn: beside the page from 640 px, and on a phone once the menu is about to open, so the
 * phone's first screen («Заказы») does not download what it does not show.
 */
export function NavigationPanel(props: NavigationProps) {
  return <NavigationList {...props} onLogout={useLogout()} />
}

export function MenuDrawer({
  open,
  onClose,
  ...navigation
}: NavigationProps & { open: boolean; onClose: () => void }) {
  const logout = useLogout()
  return (
    <Drawer open={open} onClose={onClose} title="Меню">
      <NavigationList {...navigation} onLogout={logout} onNavigate={onClose} />
      <p className="px-6 py-3 text-xs text-gray-400">Версия {productVersion}</p>
    </Drawer>
  )
}
