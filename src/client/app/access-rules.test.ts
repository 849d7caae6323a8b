import { describe, expect, it } from 'vitest'
import type { Role } from '#contract/auth/roles.ts'
import { badgeFor, guardRedirect, navigationEntries, showsLogout, sumOfCounts } from './access-rules.ts'
import { routeMeta } from './route-meta.ts'

const viewer = (...roles: Role[]) => ({ roles })
const titles = (...roles: Role[]) => navigationEntries(viewer(...roles)).map((entry) => entry.title)

describe('navigation entries', () => {
  it('shows staff the non-mobile routes, without the admin ones', () => {
    expect(titles('EMPLOYEE')).toEqual([
      'Текущие заявки',
      'История заявок',
      'Планировщик',
      'Новые люди',
      'Люди',
      'Аналитика',
      'Обжалования',
    ])
  })

  it('shows an admin the admin routes too', () => {
    expect(titles('EMPLOYEE', 'ADMIN')).toEqual([
      'Текущие заявки',
      'История заявок',
      'Планировщик',
      'Новые люди',
      'Люди',
      'Счета',
      'Справочники',
      'Аналитика',
      'Обжалования',
      'Общие настройки',
    ])
  })

  it('needs every role of allowedFor: ADMIN alone is not staff', () => {
    expect(titles('ADMIN')).toEqual(['Заказы', 'Мои текущие заказы', 'Акты', 'Мои подработки', 'Чеки'])
  })

  it.each(['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const)(
    'shows a %s worker only the mobile routes',
    (state) => {
      expect(titles(state)).toEqual(['Заказы', 'Мои текущие заказы', 'Акты', 'Мои подработки', 'Чеки'])
    },
  )
})

describe('logout entry', () => {
  it('is hidden only for a self-employed user redirected from an external app', () => {
    expect(showsLogout(viewer('SELF_EMPLOYED'), true)).toBe(false)
    expect(showsLogout(viewer('SELF_EMPLOYED'), false)).toBe(true)
    expect(showsLogout(viewer('EMPLOYEE'), true)).toBe(true)
  })
})

describe('route guards', () => {
  it('keeps a self-employed user on worker routes and /profile', () => {
    const worker = viewer('SELF_EMPLOYED')
    expect(guardRedirect(routeMeta.orders, worker)).toBeNull()
    expect(guardRedirect(routeMeta.profile, worker)).toBeNull()
    expect(guardRedirect(routeMeta.home, worker)).toBe('/orders')
    expect(guardRedirect(routeMeta.accounts, worker)).toBe('/orders')
    expect(guardRedirect(routeMeta.playground, worker)).toBe('/orders')
  })

  it('sends staff without ADMIN home from admin routes', () => {
    expect(guardRedirect(routeMeta.accounts, viewer('EMPLOYEE'))).toBe('/')
    expect(guardRedirect(routeMeta.dictionaries, viewer('EMPLOYEE'))).toBe('/')
    expect(guardRedirect(routeMeta.accounts, viewer('EMPLOYEE', 'ADMIN'))).toBeNull()
    expect(guardRedirect(routeMeta.history, viewer('EMPLOYEE'))).toBeNull()
  })

  it('sends staff home from worker routes', () => {
    expect(guardRedirect(routeMeta.orders, viewer('EMPLOYEE'))).toBe('/')
  })
})

describe('badges', () => {
  it('shows a positive number, a dot for a non-number, nothing for zero or no data', () => {
    expect(badgeFor(3)).toEqual({ kind: 'number', value: 3 })
    expect(badgeFor(0)).toBeNull()
    expect(badgeFor(undefined)).toBeNull()
    expect(badgeFor(true)).toEqual({ kind: 'dot' })
    expect(badgeFor('новое')).toEqual({ kind: 'dot' })
  })

  it('sums the numeric counts for the menu button', () => {
    expect(sumOfCounts({ availableOrders: 2, currentOrders: 8, confirmations: true })).toBe(10)
  })
})
