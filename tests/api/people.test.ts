import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { forbiddenMessage } from '../../src/contract/common/errors.ts'
import { takenDocumentMessages } from '../../src/contract/workers/documents.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { peopleEndpoints as calls } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let staff: string
let admin: string
let worker: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  staff = (await signIn(test, 'employee')).accessToken
  admin = (await signIn(test, 'admin')).accessToken
  worker = (await signIn(test, 'worker')).accessToken
})
afterAll(() => test.close())

const people = async (body: CallInput<typeof calls.filter>['body']) =>
  (await callApi(test.app, calls.filter, { token: staff, body, query: {} })).body
const byPhone = async (phone: string, confirmed: boolean) =>
  (await people({ confirmed, search: phone.slice(2) })).content[0]!
const profile = async (id: number) =>
  (await callApi(test.app, calls.byId, { token: staff, body: { id } })).body
/** A staff call about one worker, made by a staff member. */
const aboutWorker = (
  endpoint: typeof calls.confirm | typeof calls.block | typeof calls.unblock | typeof calls.sendToBank,
  id: number,
) => callApi(test.app, endpoint, { token: staff, body: { id } })

function editable(worker: Worker) {
  return { id: worker.id, version: worker.version, ...profileInputOf(worker) }
}

describe('staff tables of workers', () => {
  it('separate new and confirmed people, search by name, phone and INN, and show the card’s last four digits', async () => {
    const fresh = await people({ confirmed: false })
    expect(fresh.content.map((row) => row.phone)).toEqual([demoPhones.notConfirmedWorker])
    const confirmed = await people({ confirmed: true })
    expect(confirmed.totalElements).toBe(5)
    expect(confirmed.content.every((row) => /^\d{4}$/.test(row.cardLast4))).toBe(true)
    expect(JSON.stringify(confirmed)).not.toMatch(/\d{16}/)
    expect((await people({ confirmed: true, search: 'Иван' })).content.map((row) => row.fullName)).toEqual([
      'Иванов Иван Петрович',
    ])
    const ivanov = await byPhone(demoPhones.worker, true)
    expect(
      (await people({ confirmed: true, search: ivanov.inn.slice(6) })).content.map((row) => row.id),
    ).toEqual([ivanov.id])
    expect((await people({ confirmed: true, blocked: true })).content.map((row) => row.phone)).toEqual([
      demoPhones.blockedWorker,
    ])
  })

  it('are for staff only', async () => {
    expect(
      (await callApi(test.app, calls.filter, { token: worker, body: { confirmed: true }, query: {} })).status,
    ).toBe(403)
    expect((await callApi(test.app, calls.byId, { token: worker, body: { id: 1 } })).status).toBe(403)
  })
})

describe('a worker’s profile in staff hands', () => {
  it('corrects a not-confirmed worker, then confirms them once', async () => {
    const row = await byPhone(demoPhones.notConfirmedWorker, false)
    const before = await profile(row.id)
    const edited = await callApi(test.app, calls.editNotConfirmed, {
      token: staff,
      body: { ...editable(before), firstName: 'Марина' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ firstName: 'Марина', version: before.version + 1 })
    const wrongCall = await callApi(test.app, calls.editConfirmed, {
      token: staff,
      body: { ...editable(await profile(row.id)) },
    })
    expect(wrongCall).toMatchObject({
      status: 409,
      body: { message: 'Этот вызов — для подтверждённых исполнителей' },
    })
    const confirmed = await aboutWorker(calls.confirm, row.id)
    expect(confirmed.body).toMatchObject({ state: 'SELF_EMPLOYED', confirmedAt: expect.any(String) })
    expect(await statusAndBody(aboutWorker(calls.confirm, row.id))).toEqual({
      status: 409,
      body: { message: 'Исполнитель уже подтверждён' },
    })
  })

  it('refuses the later of two edits made from the same version', async () => {
    const row = await byPhone(demoPhones.worker, true)
    const read = await profile(row.id)
    expect(
      (
        await callApi(test.app, calls.editConfirmed, {
          token: staff,
          body: { ...editable(read), address: 'Первая правка' },
        })
      ).status,
    ).toBe(200)
    const later = await statusAndBody(
      callApi(test.app, calls.editConfirmed, {
        token: staff,
        body: { ...editable(read), address: 'Вторая правка' },
      }),
    )
    expect(later).toEqual({
      status: 409,
      body: { message: 'Профиль уже изменил другой сотрудник. Обновите страницу и внесите правки снова' },
    })
    expect((await profile(row.id)).address).toBe('Первая правка')
  })

  it('refuses a staff edit made from a version read before the worker’s own edit', async () => {
    const row = await byPhone(demoPhones.worker, true)
    const read = await profile(row.id)
    const own = await callApi(test.app, workerEndpoints.updateProfile, {
      token: worker,
      body: { ...profileInputOf(read), address: 'Правка самого исполнителя' },
    })
    expect(own.body).toMatchObject({ version: read.version + 1 })
    const stale = await callApi(test.app, calls.editConfirmed, {
      token: staff,
      body: { ...editable(read), address: 'Правка по старой версии' },
    })
    expect(stale.status).toBe(409)
    expect((await profile(row.id)).address).toBe('Правка самого исполнителя')
  })

  it('unblocks by hand, sends to the bank once, and checks the self-employed status', async () => {
    const row = await byPhone(demoPhones.blockedWorker, true)
    expect((await aboutWorker(calls.unblock, row.id)).body).toMatchObject({
      state: 'SELF_EMPLOYED',
    })
    expect((await aboutWorker(calls.sendToBank, row.id)).body).toMatchObject({ bankStatus: 'IN_PROGRESS' })
    expect((await aboutWorker(calls.sendToBank, row.id)).status).toBe(409)
    const npd = await callApi(test.app, calls.npdCheck, { token: staff, body: { id: row.id } })
    expect(npd.body).toMatchObject({ registered: !row.inn.endsWith('0'), inn: row.inn })
    expect((await profile(row.id)).npd).toMatchObject({ registered: npd.body.registered })
  })

  it('blocks for the block duration, refuses blocking twice, and the block lifts itself', async () => {
    const row = await byPhone(demoPhones.worker, true)
    const blocked = await aboutWorker(calls.block, row.id)
    expect(blocked.body).toMatchObject({ state: 'BLOCKED_SELF_EMPLOYED' })
    const until = Date.parse(blocked.body.blockedUntil!)
    expect(until - test.clock().getTime()).toBe(30 * 86_400_000)
    expect((await aboutWorker(calls.block, row.id)).body).toEqual({
      message: 'Исполнитель уже заблокирован',
    })
    expect((await callApi(test.app, workerEndpoints.me, { token: worker })).body.roles).toEqual([
      'BLOCKED_SELF_EMPLOYED',
    ])
    test.clock.advance(30 * 86_400_000)
    expect((await test.orderSteps.runDue()).unblocked).toBeGreaterThanOrEqual(1)
    // Thirty days on, the sessions of the first day have run out (decision 018): staff sign in again.
    staff = (await signIn(test, 'employee')).accessToken
    admin = (await signIn(test, 'admin')).accessToken
    worker = (await signIn(test, 'worker')).accessToken
    expect((await profile(row.id)).state).toBe('SELF_EMPLOYED')
    expect((await aboutWorker(calls.unblock, row.id)).body).toEqual({
      message: 'Исполнитель не заблокирован',
    })
  })

  it('gives the bank’s registry of confirmed workers as an .xlsx through a short-lived link, to admins only', async () => {
    const refused = await statusAndBody(callApi(test.app, calls.registryLinkForDownloading, { token: staff }))
    expect(refused).toEqual({ status: 403, body: { message: forbiddenMessage } })
    const link = await callApi(test.app, calls.registryLinkForDownloading, { token: admin })
    expect(link.status).toBe(200)
    const open = (token: string) =>
      test.app.inject({
        method: 'GET',
        url: link.body.url,
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await open(staff)).statusCode).toBe(403)
    const file = await open(admin)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    // A copy in an ArrayBuffer of its own, which ExcelJS is typed to read.
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer)
    const sheet = workbook.getWorksheet('Исполнители')!
    expect(sheet.getRow(1).getCell(2).value).toBe('ФИО')
    const names = sheet.getColumn(2).values.slice(2)
    expect(names).toContain('Иванов Иван Петрович')
    expect(sheet.rowCount - 1).toBe((await people({ confirmed: true, blocked: false })).totalElements)
  })
})

describe('staff edits of the data the bank has (issue 16)', () => {
  const staffEdit = (worker: Worker, changes: Partial<ReturnType<typeof editable>>) =>
    callApi(test.app, calls.editConfirmed, { token: staff, body: { ...editable(worker), ...changes } })

  it('a new card sends the worker back to NOT_SENT until staff send the data again, and the tables say so', async () => {
    const row = await byPhone(demoPhones.secondWorker, true)
    const before = await profile(row.id)
    expect(before.bankStatus).toBe('SENT')
    const newCard = cardFor(31)
    const saved = await staffEdit(before, { paymentCardNumber: newCard, passportIssuedBy: 'МВД Казахстана' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ bankStatus: 'NOT_SENT', bankChangedFields: ['paymentCardNumber'] })
    const [entry] = await test.db
      .select()
      .from(journal)
      .where(and(eq(journal.action, 'worker.profile-edited-by-staff'), eq(journal.entityId, String(row.id))))
      .orderBy(desc(journal.id))
    expect(entry!.details).toEqual({
      fields: ['paymentCardNumber', 'passportIssuedBy'],
      last4: `*${before.paymentCardNumber.slice(-4)} → *${newCard.slice(-4)}`,
      bankStatus: { from: 'SENT', to: 'NOT_SENT' },
    })
    expect((await byPhone(demoPhones.secondWorker, true)).bankChangedFields).toEqual(['paymentCardNumber'])

    const resent = await aboutWorker(calls.sendToBank, row.id)
    expect(resent.body).toMatchObject({ bankStatus: 'IN_PROGRESS', bankChangedFields: ['paymentCardNumber'] })
    test.clock.advance(5_000)
    await test.bankSteps.runDue()
    expect(await profile(row.id)).toMatchObject({ bankStatus: 'SENT', bankChangedFields: [] })
  })

  it('an edit while the bank is taking the data stops that request: its answer changes nothing', async () => {
    const row = await byPhone(demoPhones.secondWorker, true)
    const before = await profile(row.id)
    await staffEdit(before, { lastName: 'Абдуллаев-Ким' })
    const inProgress = await aboutWorker(calls.sendToBank, row.id)
    expect(inProgress.body).toMatchObject({ bankStatus: 'IN_PROGRESS' })
    const edited = await staffEdit(inProgress.body, { paymentCardNumber: cardFor(32) })
    expect(edited.body).toMatchObject({
      bankStatus: 'NOT_SENT',
      bankChangedFields: ['lastName', 'paymentCardNumber'],
    })
    test.clock.advance(5_000)
    await test.bankSteps.runDue()
    expect(await profile(row.id)).toMatchObject({
      bankStatus: 'NOT_SENT',
      bankChangedFields: ['lastName', 'paymentCardNumber'],
    })
  })

  it('refuses documents another worker has, changing nothing', async () => {
    const [row] = (await people({ confirmed: true, search: 'Новикова' })).content
    const before = await profile(row!.id)
    const ivanov = await profile((await byPhone(demoPhones.worker, true)).id)
    const refused = await staffEdit(before, {
      passportSeries: ivanov.passportSeries ?? '',
      passportNumber: ivanov.passportNumber,
      paymentCardNumber: ivanov.paymentCardNumber,
    })
    expect(refused).toMatchObject({
      status: 409,
      body: {
        fields: {
          passportNumber: takenDocumentMessages.passportNumber,
          paymentCardNumber: takenDocumentMessages.paymentCardNumber,
        },
      },
    })
    expect(await profile(row!.id)).toEqual(before)
  })
})
