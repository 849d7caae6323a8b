import { bulkOrderEndpoints } from '../../src/contract/orders/bulk-endpoints.ts'
import { weekPlannerEndpoints } from '../../src/contract/week-planner/endpoints.ts'
import { addDays, mondayOf, shiftOn } from '../../src/contract/week-planner/week.ts'
import { callApi } from './api.ts'
import type { OrdersTestApp } from './orders.ts'

/** The week planner's tests: a Moscow-region shop of the demo, its shifts by day, and the calls as staff. */
export function plannerKit(t: OrdersTestApp) {
  const shopId = t.ref.lukhovitsyShop.id
  const offset = t.ref.lukhovitsyShop.city.utcOffset
  const today = () => t.test.clock().toISOString().slice(0, 10)
  const order = (date: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
    shopId,
    serviceId: t.ref.perShift.id,
    ...shiftOn(date, start, end, offset),
    description: 'Планировщик',
    ...extra,
  })
  const seriesBody = (dateFrom: string, extra: Record<string, unknown> = {}) => ({
    shopId,
    serviceId: t.ref.perShift.id,
    startTime: '09:00',
    endTime: '18:00',
    weekdays: [1, 2, 3, 4, 5],
    dateFrom,
    weeks: 8,
    description: 'Серия',
    ...extra,
  })
  return {
    shopId,
    offset,
    today,
    /** A Monday `weeks` weeks ahead of the test clock's week, far from the demo's orders. */
    weekAhead: (weeks: number) => addDays(mondayOf(today()), weeks * 7),
    russian: (iso: string) => iso.split('-').reverse().join('.'),
    order,
    seriesBody,
    createMany: (orders: unknown[]) =>
      callApi(t.test.app, bulkOrderEndpoints.createMany, { token: t.staff, body: { orders } }),
    week: (weekStart: string, filters: { cityId?: number; shopId?: number } = { shopId }) =>
      callApi(t.test.app, weekPlannerEndpoints.week, { token: t.staff, query: { weekStart, ...filters } }),
    createSeries: (body: Record<string, unknown>) =>
      callApi(t.test.app, weekPlannerEndpoints.createSeries, { token: t.staff, body: body as never }),
  }
}
