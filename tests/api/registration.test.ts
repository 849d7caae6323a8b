import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsMessages, sessionMessages } from '../../src/contract/auth/sms-code.ts'
import { cardFor, innFor, snilsFor } from '../../src/server/db/seed/documents.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { demoPhones, latestCode } from '../support/sign-in.ts'

let test: TestApp
let references: { citizenshipId: number; kazId: number; cityId: number; fundId: number; serviceId: number }

beforeAll(async () => {
  test = await createTestApp()
  const citizenships = (await get(test.app, '/api/citizenship/all')).body as unknown as {
    id: number
    code: string
  }[]
  const cities = (await get(test.app, '/api/city/all')).body as unknown as { id: number }[]
  const funds = (await get(test.app, '/api/fund/all')).body as unknown as { id: number }[]
  const services = (await get(test.app, '/api/service/all')).body as unknown as { id: number }[]
  references = {
    citizenshipId: citizenships.find((c) => c.code === 'RUS')!.id,
    kazId: citizenships.find((c) => c.code === 'KAZ')!.id,
    cityId: cities[0]!.id,
    fundId: funds[0]!.id,
    serviceId: services[0]!.id,
  }
})
afterAll(() => test.close())

function profile(phone: string) {
  return {
    lastName: 'Орлова',
    firstName: 'Дарья',
    patronymic: 'Игоревна',
    birthDate: '1998-04-12',
    gender: 'F',
    phone,
    citizenshipId: references.citizenshipId,
    cityId: references.cityId,
    paymentCardNumber: cardFor(777),
    inn: innFor(777),
    snils: snilsFor(777),
    passportSeries: '4512',
    passportNumber: '345678',
    passportIssueDate: '2018-05-20',
    passportDepartmentCode: '500123',
    passportIssuedBy: 'ГУ МВД России по Московской области',
    passportBirthPlace: 'г. Коломна',
    address: 'Московская обл., г. Коломна, ул. Ленина, д. 5',
    selfEmployed: true,
    fundId: references.fundId,
    selfEmployedServiceId: references.serviceId,
  }
}

async function provePhone(phone: string): Promise<string> {
  test.clock.advance(31_000)
  expect((await post(test.app, '/auth/self-employed/register', { phone })).status).toBe(200)
  const proof = await post(test.app, '/auth/self-employed/register/sms-code', {
    phone,
    code: latestCode(test, phone),
  })
  expect(proof.status).toBe(200)
  return proof.body.registrationToken as string
}

describe('registration: phone proven by SMS, then the form', () => {
  it('registers a not-confirmed worker and signs them in', async () => {
    const phone = '+79161234501'
    const registrationToken = await provePhone(phone)
    const sent = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      registrationToken,
    })
    expect(sent.status).toBe(200)
    const me = await get(test.app, '/api/self-employed/me', sent.body.accessToken as string)
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
    expect(await post(test.app, '/auth/self-employed/register', { phone: demoPhones.worker })).toEqual({
      status: 409,
      body: { message: smsMessages.alreadyRegistered },
    })
    const phone = '+79161234502'
    const registrationToken = await provePhone(phone)
    expect(
      (await post(test.app, '/auth/self-employed/send-form', { ...profile(phone), registrationToken }))
        .status,
    ).toBe(200)
    expect(
      await post(test.app, '/auth/self-employed/send-form', { ...profile(phone), registrationToken }),
    ).toEqual({
      status: 409,
      body: { message: smsMessages.alreadyRegistered },
    })
  })

  it('refuses the form without a valid phone proof, or for another phone', async () => {
    expect(
      await post(test.app, '/auth/self-employed/send-form', {
        ...profile('+79161234503'),
        registrationToken: 'forged',
      }),
    ).toEqual({
      status: 400,
      body: { message: sessionMessages.registrationExpired },
    })
    const registrationToken = await provePhone('+79161234504')
    const mismatch = await post(test.app, '/auth/self-employed/send-form', {
      ...profile('+79161234505'),
      registrationToken,
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe('Телефон в анкете не совпадает с подтверждённым по СМС')
  })

  it('checks the passport by the citizenship and every reference id, changing nothing', async () => {
    const phone = '+79161234506'
    const registrationToken = await provePhone(phone)
    const badPassport = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      citizenshipId: references.kazId,
      registrationToken,
    })
    expect(badPassport.status).toBe(400)
    expect(Object.keys(badPassport.body.fields as object).sort()).toEqual([
      'passportNumber',
      'passportSeries',
    ])
    const unknown = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      fundId: 99_999,
      cityId: 99_999,
      registrationToken,
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { fundId: 'Выбранное значение не найдено', cityId: 'Выбранное значение не найдено' } },
    })
    const kazakh = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      citizenshipId: references.kazId,
      passportSeries: '',
      passportNumber: 'N12345678',
      registrationToken,
    })
    expect(kazakh.status).toBe(200)
  })

  it('answers every invalid field of the form with its own Russian message', async () => {
    const registrationToken = await provePhone('+79161234507')
    const response = await post(test.app, '/auth/self-employed/send-form', {
      ...profile('+79161234507'),
      lastName: ' орлова',
      inn: '123456789012',
      paymentCardNumber: '1234567812345678',
      registrationToken,
    })
    expect(response.status).toBe(400)
    const fields = response.body.fields as Record<string, string>
    expect(fields.inn).toBe('Некорректный ИНН')
    expect(fields.paymentCardNumber).toBe('Некорректный номер банковской карты')
    expect(fields.lastName).toBe('Не допускаются пробелы в начале и конце строки')
  })
})
