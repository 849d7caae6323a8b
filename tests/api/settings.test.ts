import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { limitExceededMessage } from '../../src/contract/orders/sums.ts'
import { settingMessages } from '../../src/contract/settings/settings.ts'
import { workers } from '../../src/server/db/schema/index.ts'
import { liftExpiredBlocks } from '../../src/server/jobs/block-expiry.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { journalEndpoints } from '../../src/contract/journals/endpoints.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { settingsEndpoints as calls } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: string
let employee: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

type Read = (typeof calls)[
  | 'blockDuration'
  | 'confirmationDeadline'
  | 'maxPayment'
  | 'checkInOpens'
  | 'smsMinutelyLimit'
  | 'smsDailyLimit'
  | 'smsSentToday']
type Change = (typeof calls)[
  | 'setBlockDuration'
  | 'setConfirmationDeadline'
  | 'setMaxPayment'
  | 'setCheckInOpens'
  | 'setSmsMinutelyLimit'
  | 'setSmsDailyLimit']
const read = (endpoint: Read, token = admin) => callApi(test.app, endpoint, { token })
/** A setting's change as it is sent: the values are each setting's own, or nonsense on purpose. */
const change = (endpoint: Change, body: unknown, token = admin) =>
  callApi(test.app, endpoint, { token, rawBody: body })
const requestStaffCode = (phone: string) =>
  statusAndBody(callApi(test.app, auth.requestEmployeeCode, { body: { phone } }))
const requestWorkerCode = (phone: string) =>
  statusAndBody(callApi(test.app, auth.requestWorkerCode, { body: { phone } }))

describe('general settings', () => {
  it.each([
    [calls.blockDuration.path, calls.blockDuration, calls.setBlockDuration, 30, 14],
    [calls.confirmationDeadline.path, calls.confirmationDeadline, calls.setConfirmationDeadline, 12, 6],
    [calls.maxPayment.path, calls.maxPayment, calls.setMaxPayment, '30000.00', '45000.50'],
    [calls.checkInOpens.path, calls.checkInOpens, calls.setCheckInOpens, 30, 60],
  ] as const)(
    '%s reads the default and an admin changes it',
    async (_path, reads, sets, initial, changed) => {
      expect((await read(reads)).body).toEqual({ value: initial })
      expect((await change(sets, { value: changed })).body).toEqual({ value: changed })
      expect((await read(reads)).body).toEqual({ value: changed })
      expect((await change(sets, { value: changed }, employee)).status).toBe(403)
    },
  )

  it('lets staff read the payment limit, and refuses nonsense values', async () => {
    expect((await read(calls.maxPayment, employee)).status).toBe(200)
    expect((await change(calls.setBlockDuration, { value: 0 })).status).toBe(400)
    expect((await change(calls.setMaxPayment, { value: '-1' })).status).toBe(400)
    expect((await change(calls.setSmsDailyLimit, { limit: 'много' })).status).toBe(400)
  })
})

describe('SMS limits, per phone and in total', () => {
  it('stops at the minutely limit, with its own message, and lets SMS go again a minute later', async () => {
    await change(calls.setSmsMinutelyLimit, { limit: 1 })
    test.clock.advance(61_000)
    expect((await requestStaffCode(demoPhones.admin)).status).toBe(200)
    expect(await requestStaffCode(demoPhones.employee)).toEqual({
      status: 429,
      body: { message: smsMessages.minutelyLimit },
    })
    test.clock.advance(61_000)
    expect((await requestStaffCode(demoPhones.employee)).status).toBe(200)
    await change(calls.setSmsMinutelyLimit, { limit: 60 })
  })

  it('stops at the daily limit and counts today’s SMS', async () => {
    const sent = (await callApi(test.app, calls.smsSentToday, { token: admin })).body.value
    expect(sent).toBeGreaterThanOrEqual(3)
    await change(calls.setSmsDailyLimit, { limit: sent })
    test.clock.advance(61_000)
    expect(await requestWorkerCode(demoPhones.worker)).toEqual({
      status: 429,
      body: { message: smsMessages.dailyLimit },
    })
    await change(calls.setSmsDailyLimit, { limit: 3000 })
  })

  it('gives one phone at most 10 codes a day', async () => {
    let last: Awaited<ReturnType<typeof requestWorkerCode>> | undefined
    let sentToPhone = 0
    for (let attempt = 0; attempt < 12 && (last?.status ?? 200) === 200; attempt += 1) {
      test.clock.advance(31_000)
      last = await requestWorkerCode(demoPhones.notConfirmedWorker)
      if (last.status === 200) sentToPhone += 1
    }
    expect(sentToPhone).toBe(10)
    expect(last).toEqual({ status: 429, body: { message: smsMessages.phoneDailyLimit } })
  })
})

describe('refused values change nothing', () => {
  const cases = [
    [
      calls.blockDuration,
      calls.setBlockDuration,
      'value',
      settingMessages.blockDurationDays,
      [-1, 0, 3651, 1.5, '14', 'две недели', null],
    ],
    [
      calls.confirmationDeadline,
      calls.setConfirmationDeadline,
      'value',
      settingMessages.confirmationDeadlineHours,
      [-5, 0, 721, 2.5, 'сутки', true],
    ],
    [
      calls.smsMinutelyLimit,
      calls.setSmsMinutelyLimit,
      'limit',
      settingMessages.smsMinutelyLimit,
      [-1, 0, 10_001, 'много', '60'],
    ],
    [
      calls.smsDailyLimit,
      calls.setSmsDailyLimit,
      'limit',
      settingMessages.smsDailyLimit,
      [-1, 0, 1_000_001, 'много'],
    ],
    [
      calls.maxPayment,
      calls.setMaxPayment,
      'value',
      settingMessages.maxPaymentSum,
      ['-1', '0', '0.99', '10000000.01', '99999999999', '100.005', 'много', 30000],
    ],
  ] as const

  it.each(cases.map(([reads, sets, ...rest]) => [reads.path, sets.path, reads, sets, ...rest] as const))(
    '%s keeps its value when %s gets nonsense',
    async (_readPath, _changePath, reads, sets, field, message, values) => {
      const before = (await read(reads)).body
      for (const value of values) {
        const refused = await change(sets, { [field]: value })
        expect(refused.status, JSON.stringify(value)).toBe(400)
        expect(refused.body.message, JSON.stringify(value)).toContain(message)
      }
      expect((await read(reads)).body).toEqual(before)
    },
  )

  it('takes the bounds themselves, and keeps a sum with its kopecks', async () => {
    for (const value of [1, 3650]) {
      expect((await change(calls.setBlockDuration, { value })).body).toEqual({ value })
    }
    expect((await change(calls.setMaxPayment, { value: '10000000' })).body).toEqual({
      value: '10000000.00',
    })
    expect((await change(calls.setMaxPayment, { value: '1.5' })).body).toEqual({
      value: '1.50',
    })
    await change(calls.setBlockDuration, { value: 30 })
    await change(calls.setMaxPayment, { value: '30000' })
  })

  it('lets only admins read and change the administration settings', async () => {
    for (const endpoint of [
      calls.blockDuration,
      calls.confirmationDeadline,
      calls.smsMinutelyLimit,
      calls.smsDailyLimit,
      calls.smsSentToday,
    ]) {
      expect((await read(endpoint, employee)).status, endpoint.path).toBe(403)
    }
    const before = (await read(calls.smsDailyLimit)).body
    expect((await change(calls.setSmsDailyLimit, { limit: 5 }, employee)).status).toBe(403)
    expect((await change(calls.setMaxPayment, { value: '5' }, employee)).status).toBe(403)
    expect((await read(calls.smsDailyLimit)).body).toEqual(before)
  })
})

describe('every change is journalled with the old and the new value', () => {
  it('records who changed which setting from what to what, and nothing when the value stays', async () => {
    const settingsJournal = async () =>
      (
        await callApi(test.app, journalEndpoints.administration, {
          token: admin,
          body: { appliedFilters: { what: ['settings'] } },
        })
      ).body.content
    await change(calls.setConfirmationDeadline, { value: 12 })
    const count = (await settingsJournal()).length
    await change(calls.setConfirmationDeadline, { value: 24 })
    await change(calls.setConfirmationDeadline, { value: 24 })
    const entries = await settingsJournal()
    expect(entries).toHaveLength(count + 1)
    expect(entries[0]).toMatchObject({
      who: { name: 'Смирнова Анна Сергеевна' },
      entityId: 'confirmationDeadlineHours',
      what: 'Изменена настройка «Срок подтверждения заказа исполнителем, часов»',
      details: { before: 12, after: 24 },
    })
    await change(calls.setConfirmationDeadline, { value: 12 })
  })
})

describe('each setting is obeyed where it applies', () => {
  let actors: Actors
  beforeAll(async () => {
    const worker = (await signIn(test, 'worker')).accessToken
    const me = await callApi(test.app, workerEndpoints.me, { token: worker })
    actors = { staff: employee, worker, otherWorker: worker, workerId: me.body.id }
  })

  it('a block lifts itself after the set number of days, not before', async () => {
    await change(calls.setBlockDuration, { value: 2 })
    const [second] = await test.db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.phone, demoPhones.secondWorker))
    const blocked = await callApi(test.app, peopleEndpoints.block, {
      token: employee,
      body: { id: second!.id },
    })
    expect(Date.parse(blocked.body.blockedUntil!)).toBe(test.clock().getTime() + 2 * 86_400_000)
    test.clock.advance(2 * 86_400_000 - 1000)
    expect(await liftExpiredBlocks(test.db, test.clock)).toBe(0)
    test.clock.advance(1000)
    expect(await liftExpiredBlocks(test.db, test.clock)).toBe(1)
    const worker = await callApi(test.app, peopleEndpoints.byId, {
      token: employee,
      body: { id: second!.id },
    })
    expect(worker.body.state).toBe('SELF_EMPLOYED')
    await change(calls.setBlockDuration, { value: 30 })
  })

  it('an executor who does not confirm is released after the set number of hours', async () => {
    await change(calls.setConfirmationDeadline, { value: 1 })
    const order = await orderIn(test, actors, 'APPROVED')
    const status = async () =>
      (await callApi(test.app, orderEndpoints.byId, { token: employee, body: { id: order.id } })).body.status
    test.clock.advance(3600_000 - 1000)
    await test.orderSteps.runDue()
    expect(await status()).toBe('APPROVED')
    test.clock.advance(2000)
    await test.orderSteps.runDue()
    expect(await status()).toBe('NEW')
    await change(calls.setConfirmationDeadline, { value: 12 })
  })

  it('an act over the maximum payment sum is refused, at the sum set', async () => {
    const order = await orderIn(test, actors, 'DONE')
    await change(calls.setMaxPayment, { value: '100' })
    const generate = () =>
      callApi(test.app, actEndpoints.generate, { token: employee, body: { id: order.id } })
    const refused = await statusAndBody(generate())
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ message: limitExceededMessage('100.00') }),
    })
    await change(calls.setMaxPayment, { value: '30000' })
    const generated = await generate()
    expect(generated.status).toBe(204)
  })
})
