import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { pushMessages } from '../../src/contract/notifications/messages.ts'
import { cities, notificationPreferences, workers } from '../../src/server/db/schema/index.ts'
import { markCounted } from '../../src/server/features/notifications/new-orders.repository.ts'
import { shiftsToRemind, untold } from '../../src/server/features/notifications/shift-notices.repository.ts'
import { findPossibleNoShows } from '../../src/server/shared/order-core/no-shows.repository.ts'
import { orderIn } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { type TestDevice } from '../support/push-service.ts'
import { usePushTestApp, type PushTestApp } from '../support/push-test-app.ts'

/**
 * Decision 124: the notification round counts new orders city by city, once for each moment its workers were
 * last counted at, and asks for the shifts not told of yet in one statement. What each person is told stays.
 */
let { test, actors, service, ref } = {} as PushTestApp
const { subscribe, round, ofKind, factsOf, workerIdOf } = usePushTestApp(
  (started) => ({ test, actors, service, ref } = started),
)

describe('new orders, city by city', () => {
  let here: TestDevice
  let there: TestDevice

  beforeAll(async () => {
    const [ekaterinburg] = await test.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Екатеринбург'))
    await test.db
      .update(workers)
      .set({ cityId: ekaterinburg!.id })
      .where(eq(workers.id, await workerIdOf(actors.otherWorker)))
    here = service.device()
    there = service.device()
    await subscribe(actors.worker, here)
    await round()
    // A device subscribed in a city where nothing happens: its owner is counted from the subscription, and the
    // next order of the city reaches them although the rounds before it found nothing new there.
    await subscribe(actors.otherWorker, there)
    await round()
    test.clock.advance(1000)
  })

  // The push names the start on the shop's own clock.
  const facts = (order: Awaited<ReturnType<typeof inCity>>) => ({
    ...factsOf(order),
    utcOffset: order.shop.city.utcOffset,
  })
  const inCity = (shop: 'lukhovitsyShop' | 'otherCityShop') =>
    createOrder(test, actors.staff, { shop: ref[shop], serviceId: ref.perShift.id })

  it('tells each worker of their own city’s orders, counted from their own last count', async () => {
    const first = await inCity('lukhovitsyShop')
    await inCity('lukhovitsyShop')
    const away = await inCity('otherCityShop')
    await round()
    expect(ofKind(here, 'newOrders')).toEqual([pushMessages.newOrders(2, factsOf(first))])
    expect(ofKind(there, 'newOrders')).toEqual([pushMessages.newOrders(1, facts(away))])

    // Only the second city gets an order: its worker is told, the first city's is counted and told nothing.
    test.clock.advance(5 * 60_000)
    const awayAgain = await inCity('otherCityShop')
    await round()
    expect(ofKind(here, 'newOrders')).toHaveLength(1)
    expect(ofKind(there, 'newOrders').at(-1)).toEqual(pushMessages.newOrders(1, facts(awayAgain)))

    // The two were last counted at different moments; each hears of what opened since their own.
    const latest = await inCity('lukhovitsyShop')
    test.clock.advance(5 * 60_000)
    const awayLatest = await inCity('otherCityShop')
    await round()
    expect(ofKind(here, 'newOrders').at(-1)).toEqual(pushMessages.newOrders(1, factsOf(latest)))
    expect(ofKind(there, 'newOrders')).toHaveLength(3)
    expect(ofKind(there, 'newOrders').at(-1)).toEqual(pushMessages.newOrders(1, facts(awayLatest)))
  })
})

describe('shift notices', () => {
  it('are asked for once a round: a shift told of is no longer among those to tell', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const now = test.clock()
    // orderIn's shift starts 2 hours after it was made: inside the 2-hour reminder's window.
    const window = [
      { hours: 2, from: new Date(now.getTime() + 90 * 60_000), to: new Date(now.getTime() + 2 * 3600_000) },
    ]
    const ids = async () => (await shiftsToRemind(test.db, window)).map((shift) => shift.id)
    expect(await ids()).toContain(order.id)
    await round()
    expect(await ids()).not.toContain(order.id)

    test.clock.advance(2 * 3600_000 + 16 * 60_000)
    const untoldNoShows = async () =>
      (await findPossibleNoShows(test.db, test.clock(), { also: untold(sql`'no-show'`) })).map(
        (row) => row.id,
      )
    expect(await untoldNoShows()).toContain(order.id)
    await round()
    expect(await untoldNoShows()).not.toContain(order.id)
  })
})

describe('a city counted at once', () => {
  it('marks every worker of a digest counted, however many there are (issue 50)', async () => {
    // More than one statement's share: the marks go a few hundred at a time, none left out at the edges.
    const ids = Array.from({ length: 601 }, (_, index) => 900_000 + index)
    await test.db.execute(sql`insert into notification_preferences (user_kind, user_id)
      select 'worker', id from unnest(${`{${ids.join(',')}}`}::int[]) as id`)
    const until = new Date('2026-12-04T10:00:00Z')
    await markCounted(test.db, ids.slice(0, 600), until, until)
    const rows = await test.db
      .select({
        userId: notificationPreferences.userId,
        countedUntil: notificationPreferences.newOrdersCountedUntil,
        notifiedAt: notificationPreferences.newOrdersNotifiedAt,
      })
      .from(notificationPreferences)
      .where(sql`${notificationPreferences.userId} >= 900000`)
      .orderBy(notificationPreferences.userId)
    expect(
      rows.filter((row) => row.countedUntil?.getTime() === until.getTime()).map((row) => row.userId),
    ).toEqual(ids.slice(0, 600))
    expect(rows.filter((row) => row.notifiedAt !== null)).toHaveLength(600)
    expect(rows.at(-1)).toEqual({ userId: 900_600, countedUntil: null, notifiedAt: null })
  })
})
