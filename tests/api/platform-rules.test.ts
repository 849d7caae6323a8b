import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { platformRulesEndpoints as rules } from '../../src/contract/platform-rules/endpoints.ts'
import { platformRulesMessages as messages } from '../../src/contract/platform-rules/messages.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { documentAcceptances, workers } from '../../src/server/db/schema/index.ts'
import { businessDate } from '../../src/server/kernel/local-day.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrder, createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { loadReferences, profileFor, provePhone } from '../support/registration.ts'
import { signIn } from '../support/sign-in.ts'
import { statusAndBody } from '../support/status-and-body.ts'

/** Issue 45, item 1: the platform's rules and the personal-data consent as versioned, accepted documents. */
let test: TestApp
let staff: string
let admin: string
let worker: string
let ref: OrdersTestApp['ref']

beforeAll(async () => {
  ;({ test, staff, worker, ref } = await createOrdersTestApp())
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

const day = (days: number) => businessDate(new Date(test.clock().getTime() + days * 86_400_000))
const publish = (effectiveFrom: string, token = admin) =>
  statusAndBody(
    callApi(test.app, rules.publish, {
      token,
      body: { text: 'Правила, версия 2', changes: 'Добавлен порядок обжалования', effectiveFrom },
    }),
  )
const respond = (orderId: number) =>
  statusAndBody(callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId } }))
const newOrder = (startsInHours = 24) =>
  createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id, startsInHours })

describe('platform rules', () => {
  it('shows the demo worker the version in force, accepted when they registered', async () => {
    const current = await callApi(test.app, rules.current, { token: worker })
    expect(current.status).toBe(200)
    expect(current.body.current).toMatchObject({ version: 1, accepted: true })
    expect(current.body.upcoming).toBeNull()
  })

  it('refuses a version in force in the past or sooner than the notice, and stores nothing', async () => {
    expect(await publish(day(-1))).toMatchObject({
      status: 400,
      body: { message: messages.noticeTooShort(10, day(10).split('-').reverse().join('.')) },
    })
    expect((await publish(day(9))).status).toBe(400)
    expect((await publish(day(10), staff)).status).toBe(403)
    const changed = await callApi(test.app, settingsEndpoints.setRulesNotice, {
      token: admin,
      body: { value: 20 },
    })
    expect(changed.body).toEqual({ value: 20 })
    expect((await publish(day(15))).status).toBe(400)
    await callApi(test.app, settingsEndpoints.setRulesNotice, { token: admin, body: { value: 10 } })
    const versions = await callApi(test.app, rules.versions, { token: staff })
    expect(versions.body.map((one) => one.version)).toEqual([1])
  })

  it('lets a worker without the rules in force finish what they have, but not respond to a new order', async () => {
    // Taken before the new rules: the worker confirms it after they come into force.
    const taken = await newOrder(11 * 24 + 6)
    expect((await respond(taken.id)).status).toBe(200)
    const assigned = await callApi(test.app, orderEndpoints.setExecutor, {
      token: staff,
      body: {
        id: taken.id,
        selfEmployedId: (await callApi(test.app, workerEndpoints.me, { token: worker })).body.id,
      },
    })
    expect(assigned.status).toBe(200)

    const published = await publish(day(10))
    expect(published.status).toBe(200)
    expect(published.body.map((one) => [one.version, one.changes])).toEqual([
      [2, 'Добавлен порядок обжалования'],
      [1, null],
    ])
    expect((await publish(day(12))).body).toEqual({
      message: messages.upcomingExists(2, day(10).split('-').reverse().join('.')),
    })
    const announced = await callApi(test.app, rules.current, { token: worker })
    expect(announced.body.upcoming).toMatchObject({ version: 2, accepted: false })
    // Announced, not yet in force: responding still works.
    expect((await respond((await newOrder()).id)).status).toBe(200)

    test.clock.advance(11 * 86_400_000)
    expect(await respond((await newOrder()).id)).toEqual({
      status: 409,
      body: { message: messages.acceptRulesFirst },
    })
    const confirmed = await callApi(test.app, orderEndpoints.confirm, {
      token: worker,
      body: { id: taken.id },
    })
    expect(confirmed.status).toBe(200)
  })

  it('records the acceptance with the time, address and browser, and then lets the worker respond', async () => {
    expect((await callApi(test.app, rules.accept, { token: worker, body: { version: 99 } })).body).toEqual({
      message: messages.versionUnknown,
      messages: [messages.versionUnknown],
      fields: { version: messages.versionUnknown },
    })
    expect(
      await statusAndBody(callApi(test.app, rules.accept, { token: worker, body: { version: 1 } })),
    ).toEqual({
      status: 409,
      body: { message: messages.versionPassed },
    })
    const accepted = await callApi(test.app, rules.accept, {
      token: worker,
      body: { version: 2 },
      headers: { 'user-agent': 'Тестовый браузер' },
      remoteAddress: '203.0.113.7',
    })
    expect(accepted.body.current).toMatchObject({ version: 2, accepted: true })
    const rows = await test.db.select().from(documentAcceptances)
    expect(rows.find((row) => row.userAgent === 'Тестовый браузер')).toMatchObject({
      address: '203.0.113.7',
      acceptedAt: test.clock(),
      withdrawnAt: null,
    })
    expect((await respond((await newOrder()).id)).status).toBe(200)
  })
})

describe('personal-data consent', () => {
  it('is shown to anyone, and a registration accepts it and the rules in force', async () => {
    const consent = await callApi(test.app, rules.consent, {})
    expect(consent.body.current).toMatchObject({ version: 1 })
    // The rules version 2 came into force in the tests above.
    expect((await callApi(test.app, rules.inForce, {})).body.current).toMatchObject({ version: 2 })
    const phone = '+79161234599'
    const form = profileFor(phone, await loadReferences(test))
    const registered = await callApi(test.app, auth.register, {
      body: { ...form, registrationToken: await provePhone(test, phone) },
      headers: { 'user-agent': 'Браузер регистрации' },
    })
    expect(registered.status).toBe(200)
    const [newcomer] = await test.db.select().from(workers).where(eq(workers.phone, phone))
    const accepted = await test.db
      .select()
      .from(documentAcceptances)
      .where(eq(documentAcceptances.workerId, newcomer!.id))
    expect(accepted).toHaveLength(2)
    expect(accepted.every((row) => row.userAgent === 'Браузер регистрации')).toBe(true)

    // Withdrawing it deletes the account; the acceptance stays, marked withdrawn.
    const token = registered.body.accessToken
    const bare = await callApi(test.app, rules.withdrawConsent, { token, rawBody: {} })
    expect(bare.body?.message).toBe(messages.withdrawUnconfirmed)
    const withdrawn = await callApi(test.app, rules.withdrawConsent, { token, body: { deleteAccount: true } })
    expect(withdrawn.status).toBe(204)
    const [gone] = await test.db.select().from(workers).where(eq(workers.id, newcomer!.id))
    expect(gone!.state).toBe('DELETED_SELF_EMPLOYED')
    const after = await test.db
      .select()
      .from(documentAcceptances)
      .where(eq(documentAcceptances.workerId, newcomer!.id))
    expect(after.map((row) => row.withdrawnAt !== null).sort()).toEqual([false, true])
  })

  it('cannot be withdrawn while the worker has an open order, and nothing changes', async () => {
    expect(
      await statusAndBody(
        callApi(test.app, rules.withdrawConsent, { token: worker, body: { deleteAccount: true } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: messages.withdrawRefused },
    })
    expect((await callApi(test.app, workerEndpoints.me, { token: worker })).body.worker.state).toBe(
      'SELF_EMPLOYED',
    )
  })

  it('is published by admins, in force at once', async () => {
    const published = await callApi(test.app, rules.publishConsent, {
      token: admin,
      body: { text: 'Согласие, версия 2' },
    })
    expect(published.body[0]).toMatchObject({ version: 2, effectiveFrom: day(0) })
    expect((await callApi(test.app, rules.consent, {})).body.current).toMatchObject({ version: 2 })
  })
})
