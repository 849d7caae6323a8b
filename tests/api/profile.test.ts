import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { takenDocumentMessages } from '../../src/contract/workers/documents.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { journal, workers } from '../../src/server/db/schema/index.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { workerEndpoints as calls } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let me: Worker

beforeAll(async () => {
  test = await createTestApp()
  worker = (await signIn(test, 'worker')).accessToken
  me = await current()
})
afterAll(() => test.close())

type ProfileInput = CallInput<typeof calls.updateProfile>['body']
const update = (profile: ProfileInput, token = worker) =>
  callApi(test.app, calls.updateProfile, { token, body: profile })
async function current(token = worker): Promise<Worker> {
  const answer = await callApi(test.app, calls.me, { token })
  expect(answer.status).toBe(200)
  return answer.body.worker!
}

describe('a worker edits their own profile', () => {
  it('saves a valid change and answers the whole profile', async () => {
    const saved = await update({ ...profileInputOf(me), address: 'г. Луховицы, ул. Мира, д. 3' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ address: 'г. Луховицы, ул. Мира, д. 3', phone: me.phone })
  })

  it('refuses a changed phone, a wrong INN and an unknown fund, changing nothing', async () => {
    const phone = await update({ ...profileInputOf(me), phone: '+79161112233' })
    expect(phone).toMatchObject({
      status: 400,
      body: { fields: { phone: 'Телефон в профиле не меняется: он подтверждён по СМС при регистрации' } },
    })
    const inn = await update({
      ...profileInputOf(me),
      inn: `${me.inn.slice(0, 11)}${(Number(me.inn[11]) + 1) % 10}`,
    })
    expect(inn).toMatchObject({ status: 400, body: { fields: { inn: 'Некорректный ИНН' } } })
    const fund = await update({ ...profileInputOf(me), fundId: 99_999 })
    expect(fund).toMatchObject({ status: 400, body: { fields: { fundId: 'Выбранное значение не найдено' } } })
    const after = await current()
    expect(after.inn).toBe(me.inn)
    expect(after.fund.id).toBe(me.fund.id)
  })

  it('is not for blocked workers or staff', async () => {
    const blocked = (await signIn(test, 'blockedWorker')).accessToken
    expect((await update(profileInputOf(me), blocked)).status).toBe(403)
    const staff = (await signIn(test, 'employee')).accessToken
    expect((await update(profileInputOf(me), staff)).status).toBe(403)
  })
})

describe('a worker’s data the bank has (issue 16)', () => {
  const lastJournal = async (workerId: number) =>
    (
      await test.db
        .select()
        .from(journal)
        .where(and(eq(journal.entity, 'worker'), eq(journal.entityId, String(workerId))))
        .orderBy(desc(journal.id))
        .limit(1)
    )[0]!

  it('a change of the card after the bank took it sends the worker back to NOT_SENT; the journal shows the last four digits', async () => {
    const before = await current()
    expect(before.bankStatus).toBe('SENT')
    const address = await update({ ...profileInputOf(before), address: 'г. Луховицы, ул. Мира, д. 5' })
    expect(address.body).toMatchObject({ bankStatus: 'SENT', bankChangedFields: [] })

    const newCard = cardFor(29)
    const changed = await update({ ...profileInputOf(before), paymentCardNumber: newCard })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      paymentCardNumber: newCard,
      bankStatus: 'NOT_SENT',
      bankChangedFields: ['paymentCardNumber'],
    })
    const entry = await lastJournal(before.id)
    expect(entry).toMatchObject({ action: 'worker.profile-updated', actorKind: 'worker' })
    expect(entry.details).toEqual({
      fields: ['paymentCardNumber', 'address'],
      last4: `*${before.paymentCardNumber.slice(-4)} → *${newCard.slice(-4)}`,
      bankStatus: { from: 'SENT', to: 'NOT_SENT' },
    })
    const stored = JSON.stringify(await test.db.select().from(journal))
    expect(stored).not.toContain(newCard)
    expect(stored).not.toContain(before.paymentCardNumber)

    // A later change adds to what waits for the bank; a name counts, an address does not.
    const renamed = await update({ ...profileInputOf(await current()), lastName: 'Иванов-Петров' })
    expect(renamed.body).toMatchObject({
      bankStatus: 'NOT_SENT',
      bankChangedFields: ['lastName', 'paymentCardNumber'],
    })
    expect((await lastJournal(before.id)).details).toEqual({ fields: ['lastName'] })
  })

  it('a worker the bank never had keeps NOT_SENT with nothing waiting', async () => {
    const notConfirmed = (await signIn(test, 'notConfirmedWorker')).accessToken
    const before = await current(notConfirmed)
    const changed = await update({ ...profileInputOf(before), paymentCardNumber: cardFor(30) }, notConfirmed)
    expect(changed.body).toMatchObject({ bankStatus: 'NOT_SENT', bankChangedFields: [] })
  })

  it('refuses documents another worker has, with a message that does not say whose, changing nothing', async () => {
    const before = await current()
    const [other] = await test.db.select().from(workers).where(eq(workers.phone, demoPhones.secondWorker))
    const refused = await update({ ...profileInputOf(before), inn: other!.inn, snils: other!.snils })
    expect(refused).toMatchObject({
      status: 409,
      body: { fields: { inn: takenDocumentMessages.inn, snils: takenDocumentMessages.snils } },
    })
    expect(JSON.stringify(refused.body)).not.toContain(other!.lastName)
    expect(await current()).toMatchObject({ inn: before.inn, snils: before.snils, version: before.version })
  })
})

describe('an employee edits their own name', () => {
  it('saves a valid name and refuses a Latin one', async () => {
    const employee = (await signIn(test, 'employee')).accessToken
    const saved = await callApi(test.app, staffEndpoints.updateSelfProfile, {
      token: employee,
      body: { lastName: 'Кузнецов-Райт', firstName: 'Павел', patronymic: '' },
    })
    expect(saved.body).toMatchObject({ lastName: 'Кузнецов-Райт', patronymic: null })
    const latin = await callApi(test.app, staffEndpoints.updateSelfProfile, {
      token: employee,
      body: { lastName: 'Smith', firstName: 'Павел' },
    })
    expect(latin.status).toBe(400)
    expect((await callApi(test.app, staffEndpoints.me, { token: employee })).body.fullName).toBe(
      'Кузнецов-Райт Павел',
    )
  })
})
