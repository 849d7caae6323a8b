import type { ComponentProps } from 'react'
import { productVersion } from '#contract/common/version.ts'
import { NavigationList } from '../../features/navigation/components/navigation-list.tsx'
import { Drawer } from '../../ui/drawer.tsx'

type NavigationProps = Omit<ComponentProps<typeof NavigationList>, 'onNavigate'>

/**
 * The navigation's entries with their icons and badges, and the phone's menu drawer. The layout loads this
 * module where it is drawn: beside the page from 640 px, and on a phone once the menu is about to open, so the
 * phone's first screen («Заказы») does not download what it does not show.
 */
export function NavigationPanel(props: NavigationProps) {
  return <NavigationList {...props} />
}

export function MenuDrawer({
  open,
  onClose,
  ...navigation
}: NavigationProps & { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title="Меню">
      <NavigationList {...navigation} onNavigate={onClose} />
      <p className="px-6 py-3 text-xs text-gray-400">Версия {productVersion}</p>
    </Drawer>
  )
}
