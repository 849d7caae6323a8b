/** Мои текущие заказы's tabs; the first is open when the address names none (a notification may name one). */
export const myCurrentTabs = ['responses', 'awaiting', 'scheduled'] as const
export type MyCurrentTab = (typeof myCurrentTabs)[number]
export const [firstTab] = myCurrentTabs

/** `validateSearch` of Мои текущие заказы: `?tab=awaiting` or `?tab=scheduled`; anything else opens the first. */
export function myCurrentSearch(search: Record<string, unknown>): { tab?: MyCurrentTab } {
  const tab = myCurrentTabs.find((one) => one === search.tab && one !== firstTab)
  return tab ? { tab } : {}
}
