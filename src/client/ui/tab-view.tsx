import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'

export type TabItem = {
  key: string
  title: string
  invisible?: boolean
  count?: number | undefined
  content: ReactNode
}

/**
 * The reusable tab view (spec section 2): invisible tabs are not shown; a tab may carry a red count badge. With
 * `selected` and `onSelect` the page keeps the open tab (in its address); without, the view keeps it.
 */
export function TabView({
  tabs,
  label,
  selected,
  onSelect,
}: {
  tabs: TabItem[]
  label: string
  selected?: string
  onSelect?: (key: string) => void
}) {
  const visible = tabs.filter((tab) => !tab.invisible)
  const selectedIndex =
    selected === undefined
      ? undefined
      : Math.max(
          0,
          visible.findIndex((tab) => tab.key === selected),
        )
  return (
    <TabGroup
      {...(selectedIndex !== undefined && { selectedIndex })}
      {...(onSelect && { onChange: (index: number) => onSelect(visible[index]?.key ?? '') })}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {visible.map((tab) => (
          <Tab
            key={tab.key}
            className="flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-gray-600 hover:text-gray-900 focus:outline-none data-[selected]:border-primary-700 data-[selected]:text-primary-800 data-[focus]:ring-2 data-[focus]:ring-primary-700"
          >
            {tab.title}
            {tab.count ? (
              <span className="rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                {tab.count}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {visible.map((tab) => (
          <TabPanel key={tab.key}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
