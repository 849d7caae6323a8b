import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules } from '../../src/contract/check-in/rules.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { startOfBusinessDay } from '../../src/server/kernel/local-day.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { minute, useCheckInTestApp } from '../support/check-in-test-app.ts'

/**
 * Issue 43, item 2: guessing the shop's code. Six digits, one answer for every wrong code, five wrong codes an order
 * and ten a day a worker, each in the journal: before, about 59 000 unlogged guesses found a code on average.
 */
let test: TestApp
let actors: Actors
const { codeAt, confirmedOrder, checkIn, now, refused } = useCheckInTestApp(
  (started) => ({ test, actors } = started),
)

/** A code that is not the shop's for the minute of `at` or either next to it. */
async function wrongCodeFor(shopId: number, at: Date, by = 1): Promise<string> {
  const valid = await Promise.all(
    [-1, 0, 1].map((step) => codeAt(shopId, new Date(at.getTime() + step * minute))),
  )
  let guess = Number(valid[1])
  do guess = (guess + by) % 1_000_000
  while (valid.includes(String(guess).padStart(6, '0')))
  return String(guess).padStart(6, '0')
}

const wrongCodesInJournal = (orderId: number) =>
  test.db
    .select()
    .from(journal)
    .where(and(eq(journal.action, 'order.wrongShopCode'), eq(journal.entityId, String(orderId))))

describe('wrong shop codes', () => {
  it(`after ${checkInRules.wrongCodesPerOrder} on an order, no code is taken on it; each is journalled`, async () => {
    const order = await confirmedOrder()
    const at = now().toISOString()
    for (let i = 1; i <= checkInRules.wrongCodesPerOrder; i++) {
      await refused(
        order,
        checkIn({
          token: actors.worker,
          body: { id: order.id, at, code: await wrongCodeFor(order.shopId, now(), i) },
        }),
        400,
        messages.wrongCode,
      )
    }
    const entries = await wrongCodesInJournal(order.id)
    expect(entries).toHaveLength(checkInRules.wrongCodesPerOrder)
    expect(entries[0]).toMatchObject({
      actorKind: 'worker',
      actorId: actors.workerId,
      details: { kind: 'IN', at },
    })

    // Even the right code is no proof now: staff judge this order's checks.
    const right = await codeAt(order.shopId, now())
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at, code: right } }),
      409,
      messages.orderCodesSpent,
    )
    const bare = await checkIn({ token: actors.worker, body: { id: order.id, at } })
    expect(bare.body.checkIn).toMatchObject({ verification: 'NONE' })
  })

  it('counts parallel guesses on an order exactly', async () => {
    const order = await confirmedOrder()
    const at = now().toISOString()
    const guesses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        checkIn({
          token: actors.worker,
          body: { id: order.id, at, code: await wrongCodeFor(order.shopId, now(), i + 1) },
        }),
      ),
    )
    expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(checkInRules.wrongCodesPerOrder)
    expect(guesses.filter((answer) => answer.status === 409)).toHaveLength(
      20 - checkInRules.wrongCodesPerOrder,
    )
    expect(await wrongCodesInJournal(order.id)).toHaveLength(checkInRules.wrongCodesPerOrder)
  })

  it(`after ${checkInRules.wrongCodesPerWorkerDay} in a day, no code is taken from the worker until the next day`, async () => {
    // The next Moscow day (the guesses above were today), early enough that three shifts fit in it.
    const nextDayAt = () => new Date(startOfBusinessDay(now()).getTime() + (24 * 60 + 30) * minute)
    test.clock.set(nextDayAt())
    const shifts = checkInRules.wrongCodesPerWorkerDay / checkInRules.wrongCodesPerOrder
    for (let shift = 0; shift < shifts; shift++) {
      const order = await confirmedOrder()
      for (let i = 1; i <= checkInRules.wrongCodesPerOrder; i++) {
        const answer = await checkIn({
          token: actors.worker,
          body: { id: order.id, at: now().toISOString(), code: await wrongCodeFor(order.shopId, now(), i) },
        })
        expect(answer.body).toMatchObject({ message: messages.wrongCode })
      }
    }
    const third = await confirmedOrder()
    await refused(
      third,
      checkIn({
        token: actors.worker,
        body: { id: third.id, at: now().toISOString(), code: await codeAt(third.shopId, now()) },
      }),
      409,
      messages.workerCodesSpent,
    )

    test.clock.set(nextDayAt())
    const nextDay = await confirmedOrder()
    const answer = await checkIn({
      token: actors.worker,
      body: { id: nextDay.id, at: now().toISOString(), code: await codeAt(nextDay.shopId, now()) },
    })
    expect(answer.body.checkIn).toMatchObject({ verification: 'CODE' })
  })
})
