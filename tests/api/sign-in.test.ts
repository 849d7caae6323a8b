import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { demoPhones, latestCode, signIn } from '../support/sign-in.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')
const requestStaffCode = (phone: string) =>
  statusAndBody(callApi(test.app, auth.requestEmployeeCode, { body: { phone } }))
const signInStaff = (phone: string, code: string) =>
  statusAndBody(callApi(test.app, auth.signInEmployee, { body: { phone, code } }))
const requestWorkerCode = (phone: string) =>
  statusAndBody(callApi(test.app, auth.requestWorkerCode, { body: { phone } }))

describe('staff sign-in by SMS code', () => {
  it('sends a 4-digit code and signs in with it', async () => {
    test.clock.advance(60_000)
    const requested = await requestStaffCode(demoPhones.admin)
    expect(requested).toEqual({
      status: 200,
      body: { codeLength: 4, expiresInSeconds: 300, resendAfterSeconds: 30 },
    })
    const code = latestCode(test, demoPhones.admin)
    expect(code).toMatch(/^\d{4}$/)
    const signedIn = await signInStaff(demoPhones.admin, code)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ isRedirectedFromExternalApp: false })
    const me = await callApi(test.app, staffEndpoints.me, { token: signedIn.body.accessToken })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      roles: ['EMPLOYEE', 'ADMIN'],
      isSelfEmployed: false,
      phone: demoPhones.admin,
    })
  })

  it('answers an unknown phone as a known one but sends nothing, and refuses a malformed one', async () => {
    const before = test.sms.latest().length
    expect(await requestStaffCode('+79995550000')).toEqual({
      status: 200,
      body: { codeLength: 4, expiresInSeconds: 300, resendAfterSeconds: 30 },
    })
    const malformed = await requestStaffCode('89990000001')
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe('Номер телефона должен соответствовать формату +7 (9##) ###-##-##')
    expect(malformed.body.fields).toEqual({ phone: malformed.body.message })
    expect(test.sms.latest().length).toBe(before)
  })

  it('does not let a worker phone sign in as staff', async () => {
    test.clock.advance(60_000)
    const before = test.sms.latest(demoPhones.worker).length
    expect((await requestStaffCode(demoPhones.worker)).status).toBe(200)
    expect(test.sms.latest(demoPhones.worker)).toHaveLength(before)
    const guess = await signInStaff(demoPhones.worker, '1234')
    expect(guess).toEqual({ status: 400, body: { message: smsMessages.wrongCode(4) } })
  })

  it('refuses a resend within 30 s and allows it after', async () => {
    test.clock.advance(60_000)
    expect((await requestStaffCode(demoPhones.employee)).status).toBe(200)
    test.clock.advance(29_000)
    expect(await requestStaffCode(demoPhones.employee)).toEqual({
      status: 429,
      body: { message: smsMessages.resendTooEarly(1) },
    })
    test.clock.advance(1_000)
    expect((await requestStaffCode(demoPhones.employee)).status).toBe(200)
  })

  it('counts wrong tries: four leave tries, the fifth ends the code, even the right code then fails', async () => {
    test.clock.advance(60_000)
    await requestStaffCode(demoPhones.employee)
    const code = latestCode(test, demoPhones.employee)
    for (const left of [4, 3, 2, 1]) {
      expect(await signInStaff(demoPhones.employee, wrong(code))).toEqual({
        status: 400,
        body: { message: smsMessages.wrongCode(left) },
      })
    }
    const fifth = await signInStaff(demoPhones.employee, wrong(code))
    expect(fifth).toEqual({ status: 429, body: { message: smsMessages.tooManyTries } })
    const right = await signInStaff(demoPhones.employee, code)
    expect(right).toEqual({ status: 429, body: { message: smsMessages.tooManyTries } })
  })

  it('accepts a code until 5 minutes pass and refuses it after', async () => {
    test.clock.advance(60_000)
    await requestStaffCode(demoPhones.employee)
    const code = latestCode(test, demoPhones.employee)
    test.clock.advance(300_000)
    expect(await signInStaff(demoPhones.employee, code)).toEqual({
      status: 400,
      body: { message: smsMessages.expired },
    })
    test.clock.advance(60_000)
    await requestStaffCode(demoPhones.employee)
    test.clock.advance(299_000)
    const fresh = latestCode(test, demoPhones.employee)
    expect((await signInStaff(demoPhones.employee, fresh)).status).toBe(200)
  })

  it('uses a code once, and without a code request there is nothing to check', async () => {
    test.clock.advance(60_000)
    await requestStaffCode(demoPhones.employee)
    const code = latestCode(test, demoPhones.employee)
    expect((await signInStaff(demoPhones.employee, code)).status).toBe(200)
    expect(await signInStaff(demoPhones.employee, code)).toEqual({
      status: 400,
      body: { message: smsMessages.noCode },
    })
  })

  it('refuses a code that is not 4 digits', async () => {
    const response = await signInStaff(demoPhones.employee, '12a4')
    expect(response).toMatchObject({ status: 400, body: { message: smsMessages.codeFormat } })
  })

  it('lets exactly one of two racing sign-ins with the same code win', async () => {
    test.clock.advance(60_000)
    await requestStaffCode(demoPhones.employee)
    const code = latestCode(test, demoPhones.employee)
    const results = await Promise.all([1, 2, 3].map(() => signInStaff(demoPhones.employee, code)))
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400])
  })

  it('sends one code when the same phone asks twice at once', async () => {
    test.clock.advance(60_000)
    const before = test.sms.latest(demoPhones.employee).length
    const results = await Promise.all([1, 2].map(() => requestStaffCode(demoPhones.employee)))
    expect(results.map((result) => result.status).sort()).toEqual([200, 429])
    expect(test.sms.latest(demoPhones.employee).length).toBe(before + 1)
  })
})

describe('worker sign-in by SMS code', () => {
  it.each([
    ['worker', 'SELF_EMPLOYED'],
    ['notConfirmedWorker', 'NOT_CONFIRMED_SELF_EMPLOYED'],
    ['blockedWorker', 'BLOCKED_SELF_EMPLOYED'],
  ] as const)('signs in the %s, who sees their state and city', async (account, state) => {
    const tokens = await signIn(test, account)
    const me = await callApi(test.app, workerEndpoints.me, { token: tokens.accessToken })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ roles: [state], isSelfEmployed: true, city: { name: 'Луховицы' } })
  })

  it('refuses an unknown phone with a hint to register', async () => {
    expect(await requestWorkerCode('+79995550001')).toEqual({
      status: 404,
      body: { message: smsMessages.workerNotFound },
    })
  })

  it('refuses a deleted worker', async () => {
    await test.db.execute(
      sql`update workers set state = 'DELETED_SELF_EMPLOYED' where phone = '+79990000015'`,
    )
    expect(await requestWorkerCode('+79990000015')).toEqual({
      status: 403,
      body: { message: smsMessages.workerDeleted },
    })
  })

  it('keeps staff and worker codes apart', async () => {
    test.clock.advance(60_000)
    await requestWorkerCode(demoPhones.worker)
    const code = latestCode(test, demoPhones.worker)
    const asStaff = await signInStaff(demoPhones.worker, code)
    expect(asStaff.status).toBe(400)
  })
})
