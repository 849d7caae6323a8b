import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appealMessages } from '../../src/contract/appeals/appeals.ts'
import { appealEndpoints as appeals } from '../../src/contract/appeals/endpoints.ts'
import { peopleEndpoints as people } from '../../src/contract/people/endpoints.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { settingsEndpoints as settings } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import {
  appeals as appealRows,
  journal,
  notificationOutbox,
  pushSubscriptions,
  restrictions as restrictionRows,
} from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createPoolTestApp } from '../support/pool.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 45, item 3: a worker appeals a restriction of their own, staff decide with a reason by a deadline. */
let test: TestApp
let actors: Actors
let otherWorkerId: number
let shop: Awaited<ReturnType<typeof createPoolTestApp>>['shop']
let blocked: string
let admin: string

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop } = await createPoolTestApp('first'))
  blocked = (await signIn(test, 'blockedWorker')).accessToken
  admin = (await signIn(test, 'admin')).accessToken
  // The demo's appeals in every state (decision 114) are another worker's: this story starts from none.
  await test.db.delete(appealRows)
})
afterAll(() => test.close())

const restrictionOf = async (token: string) => (await callApi(test.app, restrictions.my, { token })).body[0]!
const appealCount = async () => (await test.db.select().from(appealRows)).length
const create = (token: string, restrictionId: number, text = 'Я предупредил магазин по телефону') =>
  callApi(test.app, appeals.create, { token, body: { restrictionId, text } })
const inbox = async () => (await callApi(test.app, appeals.filter, { token: actors.staff, body: {} })).body
const decide = (id: number, decision: 'UPHELD' | 'REVERSED', reason = 'Проверили звонки магазина') =>
  callApi(test.app, appeals.decide, { token: actors.staff, body: { id, decision, reason } })

async function subscribe(userKind: 'worker' | 'employee', userId: number) {
  await test.db.insert(pushSubscriptions).values({
    userKind,
    userId,
    endpoint: `https://push.example/${userKind}-${userId}`,
    p256dh: 'key',
    auth: 'auth',
    createdAt: test.clock(),
  })
}
const pushes = async () =>
  (await test.db.select({ message: notificationOutbox.message }).from(notificationOutbox)).map(
    (row) => row.message as { kind: string; title: string },
  )

describe('appeals', () => {
  it('refuses bad appeals with a Russian message, storing nothing', async () => {
    const theirs = await restrictionOf(blocked)
    const someoneElses = await create(actors.worker, theirs.id)
    expect(someoneElses.status).toBe(404)
    expect(someoneElses.body?.message).toBe(appealMessages.restrictionNotFound)
    const empty = await callApi(test.app, appeals.create, {
      token: blocked,
      rawBody: { restrictionId: theirs.id, text: '  ' },
    })
    expect(empty.status).toBe(400)
    expect(empty.body?.message).toBe(appealMessages.textRequired)
    expect(await appealCount()).toBe(0)
  })

  it('takes one open appeal per restriction, with a deadline in working days; staff see it, others do not', async () => {
    // Friday noon, Moscow: five working days on is the next Friday.
    test.clock.set(new Date('2026-12-04T09:00:00Z'))
    const restriction = await restrictionOf(blocked)
    const [row] = await test.db
      .select({ by: restrictionRows.createdBy })
      .from(restrictionRows)
      .where(eq(restrictionRows.id, restriction.id))
    const blockedId = (await callApi(test.app, workerEndpoints.me, { token: blocked })).body.id
    await subscribe('worker', blockedId)
    await subscribe('employee', row!.by!)

    const made = await create(blocked, restriction.id)
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ state: 'SUBMITTED', dueAt: '2026-12-11T09:00:00.000Z', overdue: false })
    expect(await pushes()).toEqual([expect.objectContaining({ kind: 'appealSubmitted' })])

    const second = await create(blocked, restriction.id, 'Ещё раз')
    expect(second.status).toBe(409)
    expect(second.body?.message).toBe(appealMessages.alreadyOpen)
    expect(await appealCount()).toBe(1)

    expect((await callApi(test.app, appeals.my, { token: actors.worker })).body).toEqual([])
    expect((await callApi(test.app, appeals.my, { token: blocked })).body).toEqual([made.body])
    expect((await callApi(test.app, appeals.filter, { token: blocked, body: {} })).status).toBe(403)
    expect(await inbox()).toEqual([
      expect.objectContaining({
        id: made.body.id,
        workerId: blockedId,
        restrictionKind: 'platform-block',
        restrictionTitle: 'Блокировка на платформе: Неявка на смену без предупреждения',
      }),
    ])

    test.clock.set(new Date('2026-12-11T09:00:01Z'))
    expect((await inbox())[0]!.overdue).toBe(true)
  })

  it('refuses a decision without a reason, then reverses: the worker is unblocked as by staff, and told', async () => {
    const [open] = await inbox()
    const noReason = await callApi(test.app, appeals.decide, {
      token: actors.staff,
      rawBody: { id: open!.id, decision: 'REVERSED', reason: ' ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body?.message).toBe(appealMessages.reasonRequired)
    expect((await inbox())[0]!.state).toBe('SUBMITTED')

    const taken = await callApi(test.app, appeals.take, { token: actors.staff, body: { id: open!.id } })
    expect(taken.body.state).toBe('IN_REVIEW')
    expect((await decide(open!.id, 'REVERSED')).body).toEqual({ id: open!.id, state: 'REVERSED' })
    expect((await decide(open!.id, 'UPHELD')).status).toBe(409)

    const me = await callApi(test.app, workerEndpoints.me, { token: blocked })
    expect(me.body.worker?.state).toBe('SELF_EMPLOYED')
    expect((await callApi(test.app, restrictions.my, { token: blocked })).body).toEqual([])
    expect(await pushes()).toContainEqual(
      expect.objectContaining({ kind: 'appealDecided', title: 'Ограничение отменено' }),
    )
    const actions = (await test.db.select({ action: journal.action }).from(journal)).map((row) => row.action)
    expect(actions).toEqual(
      expect.arrayContaining(['appeal.submitted', 'appeal.in_review', 'appeal.reversed', 'worker.unblocked']),
    )

    const lifted = await create(blocked, open!.restrictionId)
    expect(lifted.status).toBe(409)
    expect(lifted.body?.message).toBe(appealMessages.restrictionLifted)
    expect(await appealCount()).toBe(1)
  })

  it('upholds a shop’s block straight from submitted, which stays in force', async () => {
    await callApi(test.app, pool.block, {
      token: actors.staff,
      body: {
        shopId: shop.id,
        selfEmployedId: otherWorkerId,
        reasonCode: 'conduct',
        reason: 'Спор',
        until: null,
      },
    })
    const restriction = await restrictionOf(actors.otherWorker)
    const made = await create(actors.otherWorker, restriction.id)
    expect((await decide(made.body.id, 'UPHELD')).body.state).toBe('UPHELD')
    expect(await restrictionOf(actors.otherWorker)).toMatchObject({ id: restriction.id })
    const [mine] = (await callApi(test.app, appeals.my, { token: actors.otherWorker })).body
    expect(mine).toMatchObject({ state: 'UPHELD', decisionReason: 'Проверили звонки магазина' })
    // Decided, so a new appeal on the same restriction may be made.
    expect((await create(actors.otherWorker, restriction.id)).status).toBe(200)
  })

  it('lets the admin set the deadline in working days', async () => {
    const set = await callApi(test.app, settings.setAppealDays, { token: admin, body: { value: 10 } })
    expect(set.body).toEqual({ value: 10 })
    expect((await callApi(test.app, settings.appealDays, { token: admin })).body).toEqual({ value: 10 })
    await callApi(test.app, people.block, {
      token: actors.staff,
      body: { id: actors.workerId, reasonCode: 'lateness' },
    })
    const made = await create(actors.worker, (await restrictionOf(actors.worker)).id)
    // Friday 2026-12-11: ten working days on is Friday 2026-12-25.
    expect(made.body.dueAt).toBe('2026-12-25T09:00:01.000Z')
  })
})
