import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { peopleEndpoints as people } from '../../src/contract/people/endpoints.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { restrictionMessages, restrictionReasons } from '../../src/contract/restrictions/reasons.ts'
import { restrictions as restrictionRows } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createPoolTestApp } from '../support/pool.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 45, item 2: every restriction has a record with a published reason, and the worker sees their own. */
let test: TestApp
let actors: Actors
let otherWorkerId: number
let shop: Awaited<ReturnType<typeof createPoolTestApp>>['shop']
let blocked: string

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop } = await createPoolTestApp('first'))
  blocked = (await signIn(test, 'blockedWorker')).accessToken
})
afterAll(() => test.close())

const mine = async (token: string) => (await callApi(test.app, restrictions.my, { token })).body
const ofWorker = async (id: number) =>
  (await callApi(test.app, restrictions.ofWorker, { token: actors.staff, body: { id } })).body

describe('restrictions', () => {
  it('publishes the reasons as code and title', async () => {
    const reasons = await callApi(test.app, restrictions.reasons, { token: actors.worker })
    expect(reasons.body).toEqual(restrictionReasons.map(({ code, title }) => ({ code, title })))
  })

  it('shows the blocked worker their block: reason, text, from, until, who and the rules version', async () => {
    const [block] = await mine(blocked)
    expect(block).toMatchObject({
      kind: 'platform-block',
      shopName: null,
      reasonCode: 'no-show',
      reasonTitle: 'Неявка на смену без предупреждения',
      rulesVersion: 1,
    })
    expect(block!.reason).toContain('не предупредив')
    expect(block!.by).toEqual(expect.any(String))
    expect(block!.until).toEqual(expect.any(String))
  })

  it('refuses a platform block with a reason not on the list, storing nothing', async () => {
    const before = (await test.db.select().from(restrictionRows)).length
    const refused = await callApi(test.app, people.block, {
      token: actors.staff,
      rawBody: { id: otherWorkerId, reasonCode: 'dislike' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body?.message).toBe(restrictionMessages.reasonCode)
    expect((await test.db.select().from(restrictionRows)).length).toBe(before)
    expect(await mine(actors.otherWorker)).toEqual([])
  })

  it('records a platform block with its code and text, shows it to the worker and staff only, lifts it on unblock', async () => {
    const made = await callApi(test.app, people.block, {
      token: actors.staff,
      body: { id: otherWorkerId, reasonCode: 'lateness', reason: 'Три опоздания за неделю' },
    })
    expect(made.status).toBe(200)
    const theirs = await mine(actors.otherWorker)
    expect(theirs).toEqual([
      expect.objectContaining({
        kind: 'platform-block',
        reasonCode: 'lateness',
        reasonTitle: 'Систематические опоздания',
        reason: 'Три опоздания за неделю',
        until: made.body.blockedUntil,
        rulesVersion: 1,
      }),
    ])
    expect(await ofWorker(otherWorkerId)).toEqual(theirs)
    // Another worker sees only their own: none.
    expect(await mine(actors.worker)).toEqual([])
    expect(
      (await callApi(test.app, restrictions.ofWorker, { token: actors.worker, body: { id: otherWorkerId } }))
        .status,
    ).toBe(403)

    expect(
      (await callApi(test.app, people.unblock, { token: actors.staff, body: { id: otherWorkerId } })).status,
    ).toBe(200)
    expect(await mine(actors.otherWorker)).toEqual([])
  })

  it('keeps old callers working: a block without a code rests on the rules in general', async () => {
    expect(
      (await callApi(test.app, people.block, { token: actors.staff, rawBody: { id: otherWorkerId } })).status,
    ).toBe(200)
    expect(await mine(actors.otherWorker)).toEqual([
      expect.objectContaining({ reasonCode: 'rules-breach', reason: null }),
    ])
    await callApi(test.app, people.unblock, { token: actors.staff, body: { id: otherWorkerId } })
  })

  it('records a shop’s block with the shop, and lifts it on unblock', async () => {
    const body = {
      shopId: shop.id,
      selfEmployedId: otherWorkerId,
      reason: 'Спорил с покупателями',
      until: null,
    }
    expect(
      (await callApi(test.app, pool.block, { token: actors.staff, body: { ...body, reasonCode: 'conduct' } }))
        .status,
    ).toBe(200)
    expect(await mine(actors.otherWorker)).toEqual([
      expect.objectContaining({
        kind: 'shop-block',
        shopName: shop.name,
        reasonCode: 'conduct',
        reason: 'Спорил с покупателями',
        until: null,
      }),
    ])
    await callApi(test.app, pool.unblock, {
      token: actors.staff,
      body: { shopId: shop.id, selfEmployedId: otherWorkerId },
    })
    expect(await mine(actors.otherWorker)).toEqual([])
  })
})
