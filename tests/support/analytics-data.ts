import { inArray } from 'drizzle-orm'
import { cities, orderReleases, orders, services, shops, workers } from '../../src/server/db/schema/index.ts'
import type { TestApp } from './app.ts'
import { demoPhones } from './sign-in.ts'

/**
 * A hand-made week for the dashboard (decision 117), 2024-03-04 (Mon) to 2024-03-10, far from the demo's dates: city
 * «Аналитикоград» at UTC+5 with shops А and Б, «Контрольск» at UTC+3 with shop В. Each order's figures are in
 * tests/api/analytics.test.ts's comments, counted by hand.
 */
export async function seedAnalyticsWeek(test: TestApp) {
  const db = test.db
  const [east, west] = await db
    .insert(cities)
    .values([
      { name: 'Аналитикоград', utcOffset: 5 },
      { name: 'Контрольск', utcOffset: 3 },
    ])
    .returning({ id: cities.id })
  const place = { address: 'ул. Счётная, 1', latitude: 55, longitude: 37 }
  const [shopA, shopB, shopC] = await db
    .insert(shops)
    .values([
      { name: 'Магазин А', cityId: east!.id, ...place },
      { name: 'Магазин Б', cityId: east!.id, ...place },
      { name: 'Магазин В', cityId: west!.id, ...place },
    ])
    .returning({ id: shops.id })
  const [perShift, perHour] = await db
    .insert(services)
    .values([
      { fullName: 'Аналитика: смена', planTariffValue: '2000', planTariffPeriod: 'Shift' as const },
      { fullName: 'Аналитика: час', planTariffValue: '300', planTariffPeriod: 'Hour' as const },
    ])
    .returning({ id: services.id })
  const people = await db
    .select({ id: workers.id, phone: workers.phone })
    .from(workers)
    .where(inArray(workers.phone, [demoPhones.worker, demoPhones.secondWorker]))
  const w1 = people.find((person) => person.phone === demoPhones.worker)!.id
  const w2 = people.find((person) => person.phone === demoPhones.secondWorker)!.id

  const hour = 3_600_000
  /** A shift starting at `local` wall-clock time of a city `offset` hours east of UTC, `hours` long. */
  const at = (local: string, offset: number, hours: number) => {
    const start = new Date(Date.parse(`${local}:00Z`) - offset * hour)
    return { dateTime: start, dateTo: new Date(start.getTime() + hours * hour) }
  }
  const posted = new Date('2024-02-20T10:00:00Z')
  const filledAfter = (minutes: number) => ({
    createdAt: posted,
    filledAt: new Date(posted.getTime() + minutes * 60_000),
  })
  const shift = { serviceId: perShift!.id, planTariffValue: '2000', planTariffPeriod: 'Shift' as const }
  const paidShift = {
    status: 'FINISHED' as const,
    resolution: 'DONE_AND_PAID' as const,
    factTariffValue: '2000',
  }
  const rows = await db
    .insert(orders)
    .values([
      // o1: starts on the period's first local day, the day before in UTC; paid.
      {
        ...shift,
        ...at('2024-03-04T02:00', 5, 8),
        shopId: shopA!.id,
        ...paidShift,
        sendToBankStatus: 'SENT',
        executorId: w1,
        ...filledAfter(60),
      },
      // o2: by the hour, 240 minutes worked at 300 a hour: 1 200 due, not sent yet.
      {
        serviceId: perHour!.id,
        planTariffValue: '300',
        planTariffPeriod: 'Hour',
        ...at('2024-03-05T09:00', 5, 4),
        shopId: shopA!.id,
        status: 'FINISHED',
        resolution: 'DONE_AND_PAID',
        actualTime: 240,
        sendToBankStatus: 'NOT_SENT',
        executorId: w1,
        ...filledAfter(30),
      },
      // o3: done, the act waits: 2 000 due, 6 hours.
      {
        ...shift,
        ...at('2024-03-06T09:00', 5, 6),
        shopId: shopA!.id,
        status: 'DONE',
        executorId: w2,
        ...filledAfter(120),
      },
      // o4: the executor did not come.
      {
        ...shift,
        ...at('2024-03-07T09:00', 5, 8),
        shopId: shopA!.id,
        status: 'FINISHED',
        resolution: 'MISSING_EXECUTOR',
        executorId: w2,
        ...filledAfter(10),
      },
      // o5: cancelled, never filled.
      {
        ...shift,
        ...at('2024-03-08T09:00', 5, 8),
        shopId: shopA!.id,
        status: 'FINISHED',
        resolution: 'CANCELED',
        createdAt: posted,
      },
      // o6: nobody took it.
      { ...shift, ...at('2024-03-09T09:00', 5, 8), shopId: shopB!.id, status: 'NEW', createdAt: posted },
      // o7: confirmed, starting late on the period's last local day; released late once.
      {
        ...shift,
        ...at('2024-03-10T23:00', 5, 4),
        shopId: shopB!.id,
        status: 'CONFIRMED',
        executorId: w1,
        ...filledAfter(300),
      },
      // o8: the next local day (still 2024-03-10 in UTC): outside the week, inside the fortnight; paid.
      {
        ...shift,
        ...at('2024-03-11T02:00', 5, 8),
        shopId: shopB!.id,
        ...paidShift,
        sendToBankStatus: 'SENT',
        executorId: w1,
        ...filledAfter(45),
      },
      // o9: the evening before the period.
      {
        ...shift,
        ...at('2024-03-03T23:00', 5, 8),
        shopId: shopA!.id,
        ...paidShift,
        sendToBankStatus: 'SENT',
        executorId: w1,
        ...filledAfter(45),
      },
      // o10: the other city; filled after a day; paid.
      {
        ...shift,
        ...at('2024-03-06T10:00', 3, 8),
        shopId: shopC!.id,
        ...paidShift,
        sendToBankStatus: 'SENT',
        executorId: w2,
        ...filledAfter(1440),
      },
      // o11: cancelled late: its 1 000 compensation is due, no place, no hours.
      {
        ...shift,
        ...at('2024-03-09T09:00', 5, 8),
        shopId: shopA!.id,
        status: 'DONE',
        compensationKind: 'LATE_CANCELLATION',
        compensationHours: 24,
        compensationSum: '1000',
        executorId: w1,
        ...filledAfter(200),
      },
    ])
    .returning({ id: orders.id })
  const released = new Date('2024-03-10T10:00:00Z')
  await db.insert(orderReleases).values([
    {
      orderId: rows[6]!.id,
      workerId: w2,
      releasedAt: released,
      cutoffAt: released,
      late: true,
      outcome: 'REPLACED',
      replacedBy: w1,
    },
    {
      orderId: rows[2]!.id,
      workerId: w2,
      releasedAt: released,
      cutoffAt: released,
      late: false,
      outcome: 'CLOSED',
    },
  ])
  return {
    eastCityId: east!.id,
    westCityId: west!.id,
    shopA: shopA!.id,
    shopB: shopB!.id,
    shopC: shopC!.id,
    perShift: perShift!.id,
    perHour: perHour!.id,
    w1,
    w2,
  }
}
