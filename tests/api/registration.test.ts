import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { smsMessages, sessionMessages } from '../../src/contract/auth/sms-code.ts'
import { takenDocumentMessages } from '../../src/contract/workers/documents.ts'
import { workers } from '../../src/server/db/schema/index.ts'
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

/** A valid form whose documents are made from the phone's last digits, so no two phones share one. */
function profile(phone: string) {
  const seed = 700 + Number(phone.slice(-2))
  return {
    lastName: 'Орлова',
    firstName: 'Дарья',
    patronymic: 'Игоревна',
    birthDate: '1998-04-12',
    gender: 'F',
    phone,
    citizenshipId: references.citizenshipId,
    cityId: references.cityId,
    paymentCardNumber: cardFor(seed),
    inn: innFor(seed),
    snils: snilsFor(seed),
    passportSeries: '4512',
    passportNumber: String(345_000 + seed),
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
      passportNumber: 'N12345670',
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
      const refused = await post(test.app, '/auth/self-employed/send-form', {
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
    const all = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      ...documentsOf(ivanov),
      registrationToken,
    })
    expect(all.status).toBe(409)
    expect(Object.keys(all.body.fields as object).sort()).toEqual([
      'inn',
      'passportNumber',
      'paymentCardNumber',
      'snils',
    ])
    expect(await workerCount()).toBe(before)
    // The same passport number under another series is another passport.
    const otherSeries = await post(test.app, '/auth/self-employed/send-form', {
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
    const back = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(phone),
      lastName: sidorov.lastName,
      firstName: sidorov.firstName,
      birthDate: sidorov.birthDate,
      ...documentsOf(sidorov),
      registrationToken,
    })
    expect(back.status).toBe(409)
    expect(back.body.message).toContain(takenDocumentMessages.inn)
    const petrova = await workerByPhone(demoPhones.notConfirmedWorker)
    const sameCard = await post(test.app, '/auth/self-employed/send-form', {
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
    const registered = await post(test.app, '/auth/self-employed/send-form', {
      ...profile(first),
      registrationToken: await provePhone(first),
    })
    expect(registered.status).toBe(200)
    await test.db.update(workers).set({ state: 'DELETED_SELF_EMPLOYED' }).where(eq(workers.phone, first))
    const second = '+79161234523'
    const again = await post(test.app, '/auth/self-employed/send-form', {
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
        post(test.app, '/auth/self-employed/send-form', {
          ...shared,
          phone,
          registrationToken: tokens[index],
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
