import { describe, expect, it } from 'vitest'
import type { NavigationCounts } from '#contract/navigation/navigation.ts'
import { navigationBadges } from './navigation-badges.ts'

const counts: NavigationCounts = {
  availableOrders: 3,
  orderResponses: 2,
  currentOrders: 1,
  confirmations: 4,
  receiptsNeeded: 5,
  receiptDueBy: '2026-12-09',
  receiptOverdue: true,
}

describe('navigation badges', () => {
  it('gives each entry its count and the Чеки entry its deadline', () => {
    expect(navigationBadges(counts).entries).toEqual({
      availableOrders: 3,
      currentOrders: 1,
      confirmations: 4,
      receiptDue: '2026-12-09',
    })
  })

  it('sums only the entries’ numbers for the menu button: not the responses, not the receipts needed', () => {
    expect(navigationBadges(counts).total).toBe(3 + 1 + 4)
  })

  it('gives the Смены tab the number of the Мои текущие заказы entry', () => {
    const badges = navigationBadges(counts)
    expect(badges.tabs).toEqual({ responses: 2, scheduled: 1 })
    expect(badges.tabs.scheduled).toBe(badges.entries.currentOrders)
  })

  it('shows nothing before the counts are loaded', () => {
    expect(navigationBadges(undefined)).toEqual({
      entries: {
        availableOrders: undefined,
        currentOrders: undefined,
        confirmations: undefined,
        receiptDue: undefined,
      },
      total: 0,
      tabs: { responses: undefined, scheduled: undefined },
    })
  })
})
