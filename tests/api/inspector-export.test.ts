import { and, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appealEndpoints as appeals } from '../../src/contract/appeals/endpoints.ts'
import { businessUtcOffsetHours } from '../../src/contract/common/business-time.ts'
import { inspectorExportEndpoints as calls } from '../../src/contract/inspector-export/endpoints.ts'
import {
  inspectorExportFiles as files,
  inspectorExportMessages as messages,
} from '../../src/contract/inspector-export/inspector-export.ts'
import { responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { settingsEndpoints as settings } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { journal, orders } from '../../src/server/db/schema/index.ts'
import { readXlsxRows, type ReadCell } from '../../src/server/kernel/xlsx/xlsx-reader.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { createPoolTestApp, finishedShiftAt, ruleOff } from '../support/pool.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 45, item 7: one ZIP of spreadsheets for an inspector, for a period (decision 110). */
let test: TestApp, actors: Actors, admin: string, blocked: string
let shop: Awaited<ReturnType<typeof createPoolTestApp>>['shop']
let serviceId: number, otherWorkerId: number
const names = { worker: '', otherWorker: '', blocked: '' }
const scenario = { staffOrder: 0, ruleOrder: 0, restrictionId: 0 }

const day = 86_400_000
/** The business day (Moscow) `days` from the test clock's now, `YYYY-MM-DD`. */
const dayFromNow = (days: number) =>
  new Date(test.clock().getTime() + days * day + businessUtcOffsetHours * 3600_000).toISOString().slice(0, 10)
const download = (body: unknown, token = admin) => callApi(test.app, calls.download, { token, rawBody: body })
const fullName = async (token: string) => {
  const me = (await callApi(test.app, workerEndpoints.me, { token })).body.worker
  return [me.lastName, me.firstName, me.patronymic].filter(Boolean).join(' ')
}

/** The spreadsheets of an answer by their names, each as rows of cells (the header first). */
function sheetsOf(body: Buffer): Record<string, ReadCell[][]> {
  const archive = unzipSync(new Uint8Array(body))
  return Object.fromEntries(
    Object.entries(archive).map(([name, bytes]) => [name, readXlsxRows(bytes).map((row) => row.cells)]),
  )
}
/** A sheet's rows as objects by the header's words, so a check names the column it reads. */
function recordsOf(rows: ReadCell[][]): Record<string, ReadCell>[] {
  const [header = [], ...rest] = rows
  return rest.map((cells) =>
    Object.fromEntries(header.map((title, index) => [String(title), cells[index] ?? null])),
  )
}

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop, serviceId } = await createPoolTestApp('first'))
  admin = (await signIn(test, 'admin')).accessToken
  blocked = (await signIn(test, 'blockedWorker')).accessToken
  names.worker = await fullName(actors.worker)
  names.otherWorker = await fullName(actors.otherWorker)
  names.blocked = await fullName(blocked)
  await ruleOff(test, actors.staff, shop.id)

  // An assignment by staff, confirmed, done and paid.
  scenario.staffOrder = (
    await finishedShiftAt(
      test,
      { staff: actors.staff, token: actors.worker, workerId: actors.workerId },
      shop,
      serviceId,
      5,
    )
  ).id

  // An assignment by the shop's rule: the second worker is a favourite and the rule takes favourites.
  await callApi(test.app, pool.favourite, {
    token: actors.staff,
    body: { shopId: shop.id, selfEmployedId: otherWorkerId },
  })
  await callApi(test.app, pool.updateAutoAcceptRule, {
    token: actors.staff,
    body: { shopId: shop.id, favourites: true, minShifts: null, minAverageMark: null },
  })
  const ruleOrder = await createOrder(test, actors.staff, { shop, serviceId })
  await callApi(test.app, responseEndpoints.make, {
    token: actors.otherWorker,
    body: { orderId: ruleOrder.id },
  })
  scenario.ruleOrder = ruleOrder.id
  await ruleOff(test, actors.staff, shop.id)

  // The blocked worker appeals their block; staff keep it, with a reason.
  const [restriction] = (await callApi(test.app, restrictions.my, { token: blocked })).body
  scenario.restrictionId = restriction!.id
  const appeal = await callApi(test.app, appeals.create, {
    token: blocked,
    body: { restrictionId: restriction!.id, text: 'Я был на смене, есть фото' },
  })
  await callApi(test.app, appeals.decide, {
    token: actors.staff,
    body: { id: appeal.body.id, decision: 'UPHELD', reason: 'Магазин подтвердил неявку' },
  })

  // A limiter pause: one month over the norm is enough once the setting says so.
  await callApi(test.app, settings.setConsecutiveMonths, { token: admin, body: { value: 1 } })
  const start = new Date(test.clock().getTime() - 2 * 3600_000)
  await test.db.insert(orders).values({
    dateTime: start,
    dateTo: new Date(start.getTime() + 3600_000),
    serviceId,
    shopId: shop.id,
    planTariffValue: '1000.00',
    planTariffPeriod: 'Shift',
    status: 'FINISHED',
    resolution: 'DONE_AND_PAID',
    executorId: otherWorkerId,
    actualTime: 200 * 60,
  })
  await callApi(test.app, restrictions.my, { token: actors.otherWorker })
})
afterAll(() => test.close())

describe('the export for an inspector (issue 45, item 7)', () => {
  it('answers a ZIP of one spreadsheet per subject with the scenario’s rows', async () => {
    const answer = await download({ dateFrom: dayFromNow(-40), dateTo: dayFromNow(1) })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/zip/)
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toContain(
      'Выгрузка для проверяющего',
    )
    const sheets = sheetsOf(answer.body)
    expect(Object.keys(sheets)).toEqual(Object.values(files))

    const documents = recordsOf(sheets[files.documents]!)
    expect(documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Документ: 'Правила платформы', Версия: 1 }),
        expect.objectContaining({ Документ: 'Согласие на обработку персональных данных', Версия: 1 }),
      ]),
    )
    expect(String(documents[0]!['Опубликована (МСК)'])).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)

    for (const name of [files.rulesAcceptances, files.consents]) {
      const accepted = recordsOf(sheets[name]!).find((row) => row['Исполнитель'] === names.worker)
      expect(accepted, name).toMatchObject({ 'IP-адрес': '127.0.0.1', Браузер: 'демо-данные' })
    }

    const restriction = recordsOf(sheets[files.restrictions]!).find(
      (row) => row['№ ограничения'] === scenario.restrictionId,
    )
    expect(restriction).toMatchObject({
      Исполнитель: names.blocked,
      Вид: 'Блокировка на платформе',
      Обжалований: 1,
    })
    expect(restriction!['Причина']).toBeTruthy()

    const appeal = recordsOf(sheets[files.appeals]!).find(
      (row) => row['№ ограничения'] === scenario.restrictionId,
    )
    expect(appeal).toMatchObject({
      Исполнитель: names.blocked,
      'Текст жалобы': 'Я был на смене, есть фото',
      Состояние: 'Ограничение оставлено в силе',
      'Обоснование решения': 'Магазин подтвердил неявку',
    })

    const numberOf = async (id: number) =>
      (await test.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id)))[0]!.n
    const staffOrder = await numberOf(scenario.staffOrder)
    const ruleOrder = await numberOf(scenario.ruleOrder)
    const assignments = recordsOf(sheets[files.assignments]!)
    const byStaff = assignments.find((row) => row['Номер заказа'] === staffOrder)
    expect(byStaff).toMatchObject({ Назначен: names.worker, 'Ответ исполнителя': 'Подтвердил выход' })
    expect(byStaff!['Откликнулись']).toContain(names.worker)
    expect(String(byStaff!['Откликнулся сам (МСК)'])).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(String(byStaff!['Кем назначен'])).not.toMatch(/автоматически/)
    const byRule = assignments.find((row) => row['Номер заказа'] === ruleOrder)
    expect(byRule).toMatchObject({ Назначен: names.otherWorker, 'Ответ исполнителя': 'Ещё не ответил' })
    expect(byRule!['Кем назначен']).toContain('автоматически по правилу магазина')

    const limiter = recordsOf(sheets[files.limiter]!)
    expect(limiter).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Событие: 'Назначена пауза', Исполнитель: names.otherWorker }),
        expect.objectContaining({ Событие: 'Изменена настройка' }),
      ]),
    )

    const paid = recordsOf(sheets[files.payments]!).find((row) => row['Номер заказа'] === staffOrder)
    expect(paid).toMatchObject({ Исполнитель: names.worker, Чек: 'нет' })
    expect(paid!['Сумма, ₽']).toBeGreaterThan(0)

    const [recorded] = await test.db
      .select({ details: journal.details })
      .from(journal)
      .where(and(eq(journal.action, 'platform.inspector-export'), eq(journal.entity, 'platform')))
    expect(recorded?.details).toEqual({ dateFrom: dayFromNow(-40), dateTo: dayFromNow(1) })
  })

  it('keeps to the period: before the scenario only the documents in force then, and no events', async () => {
    const answer = await download({ dateFrom: dayFromNow(-800), dateTo: dayFromNow(-760) })
    expect(answer.status).toBe(200)
    const sheets = sheetsOf(answer.body)
    for (const name of Object.values(files)) expect(sheets[name]!.length, name).toBe(1)
    const today = sheetsOf((await download({ dateFrom: dayFromNow(0), dateTo: dayFromNow(1) })).body)
    // The demo's acceptances are a month old: not in a period of today.
    expect(recordsOf(today[files.rulesAcceptances]!)).toEqual([])
    expect(recordsOf(today[files.assignments]!).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses a period the wrong way round, too long or not a date, in Russian, and anyone but an admin', async () => {
    const wrongWay = await download({ dateFrom: dayFromNow(0), dateTo: dayFromNow(-1) })
    expect(wrongWay.status).toBe(400)
    expect(JSON.stringify(wrongWay.body)).toContain(messages.period)
    const tooLong = await download({ dateFrom: dayFromNow(-366), dateTo: dayFromNow(0) })
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(tooLong.body)).toContain(messages.tooLong)
    expect((await download({ dateFrom: dayFromNow(-365), dateTo: dayFromNow(0) })).status).toBe(200)
    for (const body of [{ dateFrom: '2026-02-30', dateTo: '2026-03-01' }, { dateFrom: 'вчера' }, {}, null]) {
      const refused = await download(body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(String(refused.body?.message)).toMatch(/[а-яё]/i)
    }
    const period = { dateFrom: dayFromNow(-1), dateTo: dayFromNow(0) }
    expect((await download(period, actors.staff)).status).toBe(403)
    expect((await download(period, actors.worker)).status).toBe(403)
    const anonymous = await callApi(test.app, calls.download, { rawBody: period })
    expect(anonymous.status).toBe(401)
    expect(String(anonymous.body?.message)).toMatch(/[а-яё]/i)
  })
})
