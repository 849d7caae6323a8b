import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { journalEndpoints as calls } from '../../src/contract/journals/endpoints.ts'
import { journalMessages } from '../../src/contract/journals/requests.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { profileInputOf } from '../../src/contract/workers/worker.ts'
import { journal, workers } from '../../src/server/db/schema/index.ts'
import { recordJournal } from '../../src/server/kernel/journal.repository.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: string
let employee: string
let actors: Actors

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const me = await callApi(test.app, workerEndpoints.me, { token: worker })
  actors = { staff: employee, worker, otherWorker: worker, workerId: me.body.id }
})
afterAll(() => test.close())

type Journal = (typeof calls)[keyof typeof calls]
type Request = CallInput<Journal>['body']

const read = (journal: Journal, body: Request = {}, token = admin) =>
  callApi(test.app, journal, { token, body })
const page = async (journal: Journal, body: Request = {}) => (await read(journal, body)).body

/** Today in Moscow (the journals' days), and a day before it. */
const moscowDay = (daysAgo = 0) =>
  new Date(test.clock().getTime() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)

describe('each journal is a POST for admins only', () => {
  it.each(Object.values(calls).map((journal) => [journal.path, journal] as const))(
    '%s answers admins and refuses employees and workers',
    async (_path, journal) => {
      expect((await read(journal)).status).toBe(200)
      expect((await read(journal, {}, employee)).status).toBe(403)
      expect((await read(journal, {}, actors.worker)).status).toBe(403)
      expect((await read(journal, {}, '')).status).toBe(401)
    },
  )
})

describe('order state changes', () => {
  it('lists an order’s steps with who made them, in words, oldest first when asked', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const entries = await page(calls.orders, {
      appliedFilters: { entityId: String(order.id) },
      sort: 'at,asc',
    })
    expect(entries.content.map((entry) => [entry.what, entry.who.kind, entry.who.name])).toEqual([
      ['Заказ создан', 'employee', 'Кузнецов Павел Андреевич'],
      ['Отклик исполнителя', 'worker', 'Иванов Иван Петрович'],
      ['Назначен исполнитель', 'employee', 'Кузнецов Павел Андреевич'],
      ['Исполнитель подтвердил выполнение', 'worker', 'Иванов Иван Петрович'],
    ])
    expect(entries.content[3]!.details).toEqual({ from: 'APPROVED', to: 'CONFIRMED' })
    expect(entries.content[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/)
    const newestFirst = await page(calls.orders, { appliedFilters: { entityId: String(order.id) } })
    expect(newestFirst.content.map((entry) => entry.id)).toEqual(entries.content.map((e) => e.id).reverse())
  })

  it('filters by what, who and period, and pages', async () => {
    const created = await page(calls.orders, { appliedFilters: { what: ['order.created'] } })
    expect(created.totalElements).toBeGreaterThanOrEqual(1)
    expect(new Set(created.content.map((entry) => entry.action))).toEqual(new Set(['order.created']))
    const byWorker = await page(calls.orders, { appliedFilters: { who: 'Иванов' } })
    expect(byWorker.content.every((entry) => entry.who.name === 'Иванов Иван Петрович')).toBe(true)
    expect(byWorker.totalElements).toBeGreaterThanOrEqual(2)
    const byPhone = await page(calls.orders, { appliedFilters: { who: demoPhones.worker.slice(-7) } })
    expect(byPhone.totalElements).toBe(byWorker.totalElements)
    const today = await page(calls.orders, {
      appliedFilters: { dateFrom: moscowDay(), dateTo: moscowDay() },
    })
    const all = await page(calls.orders)
    expect(today.totalElements).toBe(all.totalElements)
    const yesterday = await page(calls.orders, {
      appliedFilters: { dateFrom: moscowDay(1), dateTo: moscowDay(1) },
    })
    expect(yesterday.totalElements).toBe(0)
    const second = await page(calls.orders, { pageNumber: 2, pageSize: 20 })
    expect(second).toMatchObject({ page: 2, size: 20, totalElements: all.totalElements })
    expect(second.content).toHaveLength(Math.max(0, Math.min(20, all.totalElements - 20)))
  })

  it('finds who by any part of a name or a phone, employees and workers alike, and nobody else', async () => {
    await orderIn(test, actors, 'CONFIRMED')
    const all = (await page(calls.orders, { pageSize: 100 })).content
    expect(all.length).toBeLessThan(100)
    const phones = new Map(
      (await test.db.select({ id: workers.id, phone: workers.phone }).from(workers)).map((row) => [
        row.id,
        row.phone,
      ]),
    )
    const found = async (who: string) =>
      (await page(calls.orders, { appliedFilters: { who }, pageSize: 100 })).content.map((entry) => entry.id)
    const byName = (part: string) =>
      all
        .filter((entry) => entry.who.name?.toLowerCase().includes(part.toLowerCase()))
        .map((entry) => entry.id)
    // A part of a worker's name in other letters' case, and one an employee's and a worker's share: «вич».
    expect(await found('ИВАН ПЕТР')).toEqual(byName('иван петр'))
    expect((await found('ИВАН ПЕТР')).length).toBeGreaterThan(0)
    const both = await found('ВИЧ')
    expect(both).toEqual(byName('вич'))
    expect(new Set(all.filter((entry) => both.includes(entry.id)).map((entry) => entry.who.kind))).toEqual(
      new Set(['employee', 'worker']),
    )
    // Seven digits of the worker's phone: their records only, as the phone's owner is found by it.
    const digits = demoPhones.worker.slice(-7)
    expect(await found(digits)).toEqual(
      all
        .filter((entry) => entry.who.kind === 'worker' && phones.get(entry.who.id!)?.includes(digits))
        .map((entry) => entry.id),
    )
    expect(await found('Никто Никакой')).toEqual([])
    expect(await found('%%%')).toEqual([])
  })

  it('refuses filters and paging it cannot apply, with a message', async () => {
    const refused = async (body: object, message: string) => {
      const answer = await callApi(test.app, calls.orders, { token: admin, rawBody: body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message, JSON.stringify(body)).toContain(message)
    }
    await refused({ appliedFilters: { what: ['settings'] } }, journalMessages.what)
    await refused({ appliedFilters: { who: 'Ив' } }, journalMessages.who)
    await refused({ appliedFilters: { dateFrom: moscowDay(), dateTo: moscowDay(1) } }, journalMessages.period)
    await refused({ appliedFilters: { dateFrom: '2026-02-30' } }, 'Введите корректное значение даты')
    await refused({ pageNumber: 0 }, journalMessages.pageNumber)
    await refused({ pageNumber: 'первая' }, journalMessages.pageNumber)
    await refused({ pageSize: 7 }, journalMessages.pageSize)
    await refused({ sort: 'who,asc' }, journalMessages.sort)
  })
})

describe('worker state changes, settings and sign-ins', () => {
  it('records confirm, block, unblock and profile edits by staff', async () => {
    const [fresh] = await test.db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.phone, demoPhones.notConfirmedWorker))
    const id = fresh!.id
    const profile = (await callApi(test.app, peopleEndpoints.byId, { token: employee, body: { id } })).body
    await callApi(test.app, peopleEndpoints.editNotConfirmed, {
      token: employee,
      body: { id, version: profile.version, ...profileInputOf(profile), address: 'Новый адрес' },
    })
    for (const endpoint of [peopleEndpoints.confirm, peopleEndpoints.block, peopleEndpoints.unblock]) {
      expect(
        (await callApi(test.app, endpoint, { token: employee, body: { id } })).status,
        endpoint.path,
      ).toBe(200)
    }
    const entries = await page(calls.workers, {
      appliedFilters: { entityId: String(id) },
      sort: 'at,asc',
    })
    expect(entries.content.map((entry) => entry.what)).toEqual([
      'Сотрудник изменил профиль',
      'Исполнитель подтверждён',
      'Исполнитель заблокирован',
      'Исполнитель разблокирован',
    ])
    expect(entries.content[2]!.details).toEqual({ from: 'SELF_EMPLOYED', to: 'BLOCKED_SELF_EMPLOYED' })
    const blocks = await page(calls.workers, { appliedFilters: { what: ['worker.blocked'] } })
    expect(blocks.content.map((entry) => entry.entityId)).toContain(String(id))
  })

  it('records setting changes with who, the old and the new value', async () => {
    await callApi(test.app, settingsEndpoints.setSmsDailyLimit, { token: admin, body: { limit: 2500 } })
    const [latest] = (
      await page(calls.administration, { appliedFilters: { what: ['settings'], who: 'Смирнова' } })
    ).content
    expect(latest).toMatchObject({
      what: 'Изменена настройка «Лимит СМС в сутки»',
      entityId: 'smsDailyLimit',
      who: { kind: 'employee', name: 'Смирнова Анна Сергеевна' },
      details: { before: 3000, after: 2500 },
    })
    const onlyEmployees = await page(calls.administration, { appliedFilters: { what: ['employee'] } })
    expect(onlyEmployees.content.every((entry) => entry.entity === 'employee')).toBe(true)
  })

  it('records sign-ins and every SMS sent', async () => {
    const sms = await page(calls.signIns, { appliedFilters: { what: ['sms.sent'] } })
    expect(sms.totalElements).toBeGreaterThanOrEqual(3)
    expect(sms.content[0]).toMatchObject({ what: 'Отправлено СМС', who: { kind: 'anonymous', name: null } })
    const signIns = await page(calls.signIns, {
      appliedFilters: { what: ['session.started'], actorKind: 'employee' },
    })
    expect(signIns.content.map((entry) => entry.who.name).sort()).toEqual([
      'Кузнецов Павел Андреевич',
      'Смирнова Анна Сергеевна',
    ])
  })
})

describe('objects in words (issue 46, item 8)', () => {
  it('names an order by its number, a worker by name, and lists a registry’s orders by number', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    await test.db.transaction((tx) =>
      recordJournal(tx, {
        at: test.clock(),
        actorKind: 'system',
        action: 'order.status-changed',
        entity: 'order',
        entityId: order.id,
        details: { rows: 1, orderIds: [order.id] },
      }),
    )
    const entries = await page(calls.orders, { appliedFilters: { entityId: String(order.id) } })
    expect(new Set(entries.content.map((entry) => entry.object))).toEqual(
      new Set([`Заказ № ${order.orderNumber}`]),
    )
    expect(entries.content[0]!.details).toEqual({ rows: 1, orderNumbers: [order.orderNumber] })

    const blocked = await page(calls.workers, { appliedFilters: { entityId: String(actors.workerId) } })
    for (const entry of blocked.content) expect(entry.object).toBe('Иванов Иван Петрович')
  })
})

describe('no personal data in any journal', () => {
  it('keeps passport, INN, SNILS and card numbers out of every record', async () => {
    const people = await test.db.select().from(workers)
    const secrets = people.flatMap((person) =>
      [person.inn, person.snils, person.paymentCardNumber, person.passportNumber].filter(Boolean),
    )
    await test.db.transaction((tx) =>
      recordJournal(tx, {
        at: test.clock(),
        actorKind: 'system',
        action: 'worker.profile-updated',
        entity: 'worker',
        entityId: people[0]!.id,
        details: {
          fields: ['inn', 'passportNumber'],
          before: { inn: people[0]!.inn, passportSeries: '1234', address: 'Москва' },
          after: [{ paymentCardNumber: people[0]!.paymentCardNumber, snils: people[0]!.snils }],
        },
      }),
    )
    const stored = JSON.stringify(await test.db.select().from(journal))
    for (const secret of secrets) expect(stored).not.toContain(secret)
    const [written] = (await page(calls.workers, { appliedFilters: { actorKind: 'system' } })).content
    expect(written!.details).toEqual({
      fields: ['inn', 'passportNumber'],
      before: { address: 'Москва' },
      after: [{}],
    })
  })
})
