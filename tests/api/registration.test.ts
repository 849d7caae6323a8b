import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { smsMessages, sessionMessages } from '../../src/contract/auth/sms-code.ts'
import { takenDocumentMessages } from '../../src/contract/workers/documents.ts'
import { workers } from '../../src/server/db/schema/index.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { cardFor, innFor, snilsFor } from '../../src/server/db/seed/documents.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import {
  loadReferences,
  profileFor,
  provePhone as proveRegistrationPhone,
  type References,
} from '../support/registration.ts'
import { demoPhones, manyCodesFromOneBlock } from '../support/sign-in.ts'
import { statusAndBody } from '../support/status-and-body.ts'

let test: TestApp
let references: References

beforeAll(async () => {
  test = await createTestApp({ env: { ...manyCodesFromOneBlock } })
  references = await loadReferences(test)
})
afterAll(() => test.close())

const profile = (phone: string) => profileFor(phone, references)
const provePhone = (phone: string) => proveRegistrationPhone(test, phone)
const register = (form: CallInput<typeof auth.register>['body']) =>
  statusAndBody(callApi(test.app, auth.register, { body: form }))

describe('registration: phone proven by SMS, then the form', () => {
  it('registers a not-confirmed worker and signs them in', async () => {
    const phone = '+79161234501'
    const registrationToken = await provePhone(phone)
    const sent = await register({
      ...profile(phone),
      registrationToken,
    })
    expect(sent.status).toBe(200)
    const me = await callApi(test.app, workerEndpoints.me, { token: sent.body.accessToken })
    expect(me.body).toMatchObject({
      roles: ['NOT_CONFIRMED_SELF_EMPLOYED'],
      worker: {
        lastName: 'Орлова',
        state: 'NOT_CONFIRMED_SELF_EMPLOYED',
        confirmedAt: null,
        bankStatus: 'NOT_SENT',
      },
    })
  })

  it('refuses a phone that is already registered, at the code request and at the form', async () => {
    expect(
      await statusAndBody(
        callApi(test.app, auth.requestRegistrationCode, { body: { phone: demoPhones.worker } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: smsMessages.alreadyRegistered },
    })
    const phone = '+79161234502'
    const registrationToken = await provePhone(phone)
    expect((await register({ ...profile(phone), registrationToken })).status).toBe(200)
    expect(await register({ ...profile(phone), registrationToken })).toEqual({
      status: 409,
      body: { message: smsMessages.alreadyRegistered },
    })
  })

  it('refuses the form without a valid phone proof, or for another phone', async () => {
    expect(
      await register({
        ...profile('+79161234503'),
        registrationToken: 'forged',
      }),
    ).toEqual({
      status: 400,
      body: { message: sessionMessages.registrationExpired },
    })
    const registrationToken = await provePhone('+79161234504')
    const mismatch = await register({
      ...profile('+79161234505'),
      registrationToken,
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe('Телефон в анкете не совпадает с подтверждённым по СМС')
  })

  it('checks the passport by the citizenship and every reference id, changing nothing', async () => {
    const phone = '+79161234506'
    const registrationToken = await provePhone(phone)
    const badPassport = await register({
      ...profile(phone),
      citizenshipId: references.kazId,
      registrationToken,
    })
    expect(badPassport.status).toBe(400)
    expect(Object.keys(badPassport.body.fields ?? {}).sort()).toEqual(['passportNumber', 'passportSeries'])
    const unknown = await register({
      ...profile(phone),
      fundId: 99_999,
      cityId: 99_999,
      registrationToken,
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { fundId: 'Выбранное значение не найдено', cityId: 'Выбранное значение не найдено' } },
    })
    const kazakh = await register({
      ...profile(phone),
      citizenshipId: references.kazId,
      passportSeries: '',
      passportNumber: 'N12345670',
      registrationToken,
    })
    expect(kazakh.status).toBe(200)
  })

  it('answers every invalid field of the form with its own Russian message', async () => {
    const registrationToken = await provePhone('+79161234507')
    const response = await register({
      ...profile('+79161234507'),
      lastName: ' орлова',
      inn: '123456789012',
      paymentCardNumber: '1234567812345678',
      registrationToken,
    })
    expect(response.status).toBe(400)
    const fields = response.body.fields ?? {}
    expect(fields.inn).toBe('Некорректный ИНН')
    expect(fields.paymentCardNumber).toBe('Некорректный номер банковской карты')
    expect(fields.lastName).toBe('Не допускаются пробелы в начале и конце строки')
  })
})

describe('a worker’s documents are one person (issue 16)', () => {
  const workerByPhone = async (phone: string) =>
    (await test.db.select().from(workers).where(eq(workers.phone, phone)))[0]!
  const workerCount = async () => (await test.db.select({ n: count() }).from(workers))[0]!.n
  const documentsOf = (worker: typeof workers.$inferSelect) => ({
    paymentCardNumber: worker.paymentCardNumber,
    inn: worker.inn,
    snils: worker.snils,
    passportSeries: worker.passportSeries ?? '',
    passportNumber: worker.passportNumber,
  })

  it('refuses an INN, SNILS, card or passport an active worker has, each under its field, without saying whose', async () => {
    const ivanov = await workerByPhone(demoPhones.worker)
    const before = await workerCount()
    const phone = '+79161234520'
    const registrationToken = await provePhone(phone)
    for (const [field, value] of Object.entries(documentsOf(ivanov)).filter(
      ([key]) => key !== 'passportSeries',
    )) {
      const documents =
        field === 'passportNumber'
          ? { passportSeries: ivanov.passportSeries!, passportNumber: value }
          : { [field]: value }
      const refused = await register({
        ...profile(phone),
        ...documents,
        registrationToken,
      })
      expect(refused.status, field).toBe(409)
      expect(refused.body.fields, field).toEqual({
        [field]: takenDocumentMessages[field as keyof typeof takenDocumentMessages],
      })
      const text = JSON.stringify(refused.body)
      for (const whose of [ivanov.lastName, ivanov.phone, String(ivanov.id)])
        expect(text).not.toContain(whose)
    }
    const all = await register({
      ...profile(phone),
      ...documentsOf(ivanov),
      registrationToken,
    })
    expect(all.status).toBe(409)
    expect(Object.keys(all.body.fields ?? {}).sort()).toEqual([
      'inn',
      'passportNumber',
      'paymentCardNumber',
      'snils',
    ])
    expect(await workerCount()).toBe(before)
    // The same passport number under another series is another passport.
    const otherSeries = await register({
      ...profile(phone),
      passportSeries: '4513',
      passportNumber: ivanov.passportNumber,
      registrationToken,
    })
    expect(otherSeries.status).toBe(200)
  })

  it('a blocked worker cannot come back under a new phone; a not-confirmed one’s documents are taken too', async () => {
    const sidorov = await workerByPhone(demoPhones.blockedWorker)
    expect(sidorov.state).toBe('BLOCKED_SELF_EMPLOYED')
    const phone = '+79161234521'
    const registrationToken = await provePhone(phone)
    const back = await register({
      ...profile(phone),
      lastName: sidorov.lastName,
      firstName: sidorov.firstName,
      birthDate: sidorov.birthDate!,
      ...documentsOf(sidorov),
      registrationToken,
    })
    expect(back.status).toBe(409)
    expect(back.body.message).toContain(takenDocumentMessages.inn)
    const petrova = await workerByPhone(demoPhones.notConfirmedWorker)
    const sameCard = await register({
      ...profile(phone),
      paymentCardNumber: petrova.paymentCardNumber,
      registrationToken,
    })
    expect(sameCard.body).toMatchObject({
      fields: { paymentCardNumber: takenDocumentMessages.paymentCardNumber },
    })
    expect((await workerByPhone(phone)) ?? null).toBeNull()
  })

  it('a deleted worker’s documents are free again', async () => {
    const first = '+79161234522'
    const registered = await register({
      ...profile(first),
      registrationToken: await provePhone(first),
    })
    expect(registered.status).toBe(200)
    await test.db.update(workers).set({ state: 'DELETED_SELF_EMPLOYED' }).where(eq(workers.phone, first))
    const second = '+79161234523'
    const again = await register({
      ...profile(first),
      phone: second,
      registrationToken: await provePhone(second),
    })
    expect(again.status).toBe(200)
  })

  it('registrations with the same documents at once: one is registered, the others refused', async () => {
    const phones = ['+79161234530', '+79161234531', '+79161234532', '+79161234533']
    const tokens: string[] = []
    for (const phone of phones) tokens.push(await provePhone(phone))
    const shared = profile('+79161234534')
    const answers = await Promise.all(
      phones.map((phone, index) =>
        register({
          ...shared,
          phone,
          registrationToken: tokens[index]!,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toMatch(/уже указан.? в профиле другого исполнителя/)
    const holders = await test.db.select().from(workers).where(eq(workers.inn, shared.inn))
    expect(holders).toHaveLength(1)
  })

  it('the database itself refuses a second live worker with the same documents', async () => {
    const { id: _id, ...ivanov } = await workerByPhone(demoPhones.worker)
    const fresh = {
      ...ivanov,
      phone: '+79161234527',
      paymentCardNumber: cardFor(901),
      inn: innFor(901),
      snils: snilsFor(901),
      passportSeries: '4599',
    }
    for (const documents of [
      { inn: ivanov.inn },
      { snils: ivanov.snils },
      { paymentCardNumber: ivanov.paymentCardNumber },
      { passportSeries: ivanov.passportSeries, passportNumber: ivanov.passportNumber },
    ])
      await expect(
        test.db.insert(workers).values({ ...fresh, ...documents }),
        Object.keys(documents)[0],
      ).rejects.toThrow()
    await test.db.insert(workers).values(fresh)
  })
})
