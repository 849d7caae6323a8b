import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import {
  orderEndpoints,
  responseEndpoints,
  workerOrderEndpoints,
} from '../../src/contract/orders/endpoints.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import { ratingEndpoints } from '../../src/contract/rating/endpoints.ts'
import { ratingOf, type MarkCount } from '../../src/contract/rating/rating.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { acceptedByShopRule } from '../../src/server/shared/order-core/auto-accept.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { availableIds, createPoolTestApp, finishedShiftAt, ruleOff } from '../support/pool.ts'

/**
 * Issue 45, item 4: withdrawing a response or declining an order before confirming it leaves no trace. Random
 * histories of refusals interleaved with finished, marked shifts run through the API; after each refusal
 * everything the worker and the shop's rule read is what it was before the response, and the rating is the
 * contract's formula over the marks of the finished shifts alone (decision 110).
 */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number
let marks: Map<number, number>

const seed = 20261202
const ok = async <T extends { status: number; body: unknown }>(answer: Promise<T>, name: string) => {
  const response = await answer
  if (response.status >= 300) throw new Error(`${name}: ${response.status} ${JSON.stringify(response.body)}`)
  return response
}
const staff = () => ({ token: actors.staff })
const worker = () => ({ token: actors.worker })

beforeAll(async () => {
  ;({ test, actors, shop, serviceId } = await createPoolTestApp('first'))
  await ruleOff(test, actors.staff, shop.id)
  const mine = await callApi(test.app, ratingEndpoints.my, worker())
  marks = new Map(mine.body.marks.map((one) => [one.mark, one.count]))
})
afterAll(() => test.close())

/** Whether the shop's auto-accept would take the worker under each of a few rules, read by the server's own check. */
async function eligibility() {
  const rules = [{ minShifts: 1 }, { minShifts: 1, minAverageMark: 4 }, { minShifts: 1, minAverageMark: 4.5 }]
  const answers: boolean[] = []
  for (const rule of rules) {
    await ok(
      callApi(test.app, poolEndpoints.updateAutoAcceptRule, {
        ...staff(),
        body: { shopId: shop.id, favourites: false, minAverageMark: null, ...rule },
      }),
      'rule',
    )
    answers.push(await acceptedByShopRule(test.db, shop.id, actors.workerId, new Date()))
  }
  await ruleOff(test, actors.staff, shop.id)
  return answers
}

const ids = (page: { content: { id: number }[] }) => page.content.map((order) => order.id).sort()

/** All the worker sees and all the shop's rule reads of them. */
async function observed() {
  const me = (await ok(callApi(test.app, workerEndpoints.me, worker()), 'me')).body.worker
  const mine: Record<string, number[]> = {}
  for (const list of ['responses', 'awaiting', 'scheduled', 'acts'] as const)
    mine[list] = ids(
      (
        await ok(
          callApi(test.app, workerOrderEndpoints.mine, { ...worker(), body: { list }, query: { size: 200 } }),
          list,
        )
      ).body,
    )
  const line = (
    await ok(callApi(test.app, poolEndpoints.list, { ...staff(), body: { shopId: shop.id } }), 'pool')
  ).body.find((one) => one.selfEmployedId === actors.workerId)
  return {
    rating: me.rating,
    reliability: me.reliability,
    myRating: (await ok(callApi(test.app, ratingEndpoints.my, worker()), 'rating')).body,
    available: (await availableIds(test, actors.worker)).sort(),
    mine,
    responses: (
      await ok(
        callApi(test.app, responseEndpoints.ofWorker, { ...worker(), body: { id: actors.workerId } }),
        'responses',
      )
    ).body.map((response) => response.orderId),
    counts: (await ok(callApi(test.app, navigationEndpoints.counts, worker()), 'counts')).body,
    atShop: line ? { shiftsDone: line.shiftsDone, averageMark: line.averageMark } : null,
    eligible: await eligibility(),
  }
}

type Step = { kind: 'withdraw' } | { kind: 'decline' } | { kind: 'finished'; mark: number }

/** A response withdrawn, or an assignment declined before confirming it: the worker's own refusals. */
async function refuse(kind: 'withdraw' | 'decline') {
  const order = await createOrder(test, actors.staff, { shop, serviceId, startsInHours: 30, hours: 4 })
  const before = await observed()
  const responses = await ok(
    callApi(test.app, responseEndpoints.make, { ...worker(), body: { orderId: order.id } }),
    'respond',
  )
  if (kind === 'withdraw') {
    const response = responses.body.find((one) => one.orderId === order.id)!
    await ok(
      callApi(test.app, responseEndpoints.withdraw, { ...worker(), body: { id: response.id } }),
      'withdraw',
    )
  } else {
    await ok(
      callApi(test.app, orderEndpoints.setExecutor, {
        ...staff(),
        body: { id: order.id, selfEmployedId: actors.workerId },
      }),
      'set executor',
    )
    await ok(
      callApi(test.app, orderEndpoints.rejectExecution, { ...worker(), body: { id: order.id } }),
      'decline',
    )
  }
  expect(await observed(), kind).toEqual(before)
}

async function finish(mark: number) {
  const order = await finishedShiftAt(
    test,
    { staff: actors.staff, token: actors.worker, workerId: actors.workerId },
    shop,
    serviceId,
    mark,
  )
  marks.set(mark, (marks.get(mark) ?? 0) + 1)
  const expected = ratingOf(markCounts()).rating
  // Staff's view of the executor reads the rating in SQL: the same figure as the contract's formula.
  const view = await ok(
    callApi(test.app, orderEndpoints.byId, { ...staff(), body: { id: order.id } }),
    'view',
  )
  expect(view.body.executor?.rating).toBe(expected)
}

const markCounts = (): MarkCount[] => [...marks].map(([mark, count]) => ({ mark, count }))

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'withdraw' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'decline' as const }), weight: 2 },
  // A 1 would bar the shop's rule for good (decision 032) and leave the later runs nothing to compare.
  {
    arbitrary: fc.integer({ min: 2, max: 5 }).map((mark) => ({ kind: 'finished' as const, mark })),
    weight: 1,
  },
)

describe('refusal without consequences (issue 45, item 4)', () => {
  it('a withdrawal or a decline before confirming changes no rating, eligibility or list', async () => {
    let refusals = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const one of steps) {
          if (one.kind === 'finished') await finish(one.mark)
          else {
            await refuse(one.kind)
            refusals += 1
          }
        }
        // The history without its refusals: the rating is the formula over the finished shifts' marks.
        const now = await observed()
        expect(now.myRating.rating).toBe(ratingOf(markCounts()).rating)
        expect(now.rating).toBe(now.myRating.rating)
        expect(new Map(now.myRating.marks.map((one) => [one.mark, one.count]))).toEqual(marks)
      }),
      { seed, numRuns: 16, endOnFailure: true },
    )
    expect(refusals).toBeGreaterThan(10)
  }, 180_000)
})
