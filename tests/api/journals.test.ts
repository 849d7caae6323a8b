import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { journalMessages, type JournalEntry } from '../../src/contract/journals/requests.ts'
import { journals } from '../../src/contract/journals/journals.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { journal, workers } from '../../src/server/db/schema/index.ts'
import { recordJournal } from '../../src/server/kernel/journal.repository.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: string
let employee: string
let actors: Actors

type Page = { content: JournalEntry[]; totalElements: number; totalPages: number; page: number; size: number }

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const me = await get(test.app, '/api/self-employed/me', worker)
  actors = { staff: employee, worker, otherWorker: worker, workerId: me.body.id as number }
})
afterAll(() => test.close())

const read = (name: string, body: object = {}, token = admin) => post(test.app, `/api/${name}`, body, token)
const page = async (name: string, body: object = {}) => (await read(name, body)).body as unknown as Page

/** Today in Moscow (the journals' days), and a day before it. */
const moscowDay = (daysAgo = 0) =>
  new Date(test.clock().getTime() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)

describe('each journal is a POST for admins only', () => {
  it.each(Object.values(journals).map((definition) => definition.name))(
    '/api/%s answers admins and refuses employees and workers',
    async (name) => {
      expect((await read(name)).status).toBe(200)
      expect((await read(name, {}, employee)).status).toBe(403)
      expect((await read(name, {}, actors.worker)).status).toBe(403)
      expect((await read(name, {}, '')).status).toBe(401)
    },
  )
})

describe('order state changes', () => {
  it('lists an order’s steps with who made them, in words, oldest first when asked', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const entries = await page('order-journal', {
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
    const newestFirst = await page('order-journal', { appliedFilters: { entityId: String(order.id) } })
    expect(newestFirst.content.map((entry) => entry.id)).toEqual(entries.content.map((e) => e.id).reverse())
  })

  it('filters by what, who and period, and pages', async () => {
    const created = await page('order-journal', { appliedFilters: { what: ['order.created'] } })
    expect(created.totalElements).toBeGreaterThanOrEqual(1)
    expect(new Set(created.content.map((entry) => entry.action))).toEqual(new Set(['order.created']))
    const byWorker = await page('order-journal', { appliedFilters: { who: 'Иванов' } })
    expect(byWorker.content.every((entry) => entry.who.name === 'Иванов Иван Петрович')).toBe(true)
    expect(byWorker.totalElements).toBeGreaterThanOrEqual(2)
    const byPhone = await page('order-journal', { appliedFilters: { who: demoPhones.worker.slice(-7) } })
    expect(byPhone.totalElements).toBe(byWorker.totalElements)
    const today = await page('order-journal', {
      appliedFilters: { dateFrom: moscowDay(), dateTo: moscowDay() },
    })
    const all = await page('order-journal')
    expect(today.totalElements).toBe(all.totalElements)
    const yesterday = await page('order-journal', {
      appliedFilters: { dateFrom: moscowDay(1), dateTo: moscowDay(1) },
    })
    expect(yesterday.totalElements).toBe(0)
    const second = await page('order-journal', { pageNumber: 2, pageSize: 20 })
    expect(second).toMatchObject({ page: 2, size: 20, totalElements: all.totalElements })
    expect(second.content).toHaveLength(Math.max(0, Math.min(20, all.totalElements - 20)))
  })

  it('refuses filters and paging it cannot apply, with a message', async () => {
    const refused = async (body: object, message: string) => {
      const answer = await read('order-journal', body)
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
    const profile = (await post(test.app, '/api/self-employed/get-by-id', { id }, employee))
      .body as unknown as Worker
    await post(
      test.app,
      '/api/self-employed/update-profile-by-not-confirmed-employee',
      { id, version: profile.version, ...profileInputOf(profile), address: 'Новый адрес' },
      employee,
    )
    for (const url of ['not-confirmed/confirm', 'block', 'unblock']) {
      expect((await post(test.app, `/api/self-employed/${url}`, { id }, employee)).status, url).toBe(200)
    }
    const entries = await page('self-employed-journal', {
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
    const blocks = await page('self-employed-journal', { appliedFilters: { what: ['worker.blocked'] } })
    expect(blocks.content.map((entry) => entry.entityId)).toContain(String(id))
  })

  it('records setting changes with who, the old and the new value', async () => {
    await post(test.app, '/api/sms-counter/daily/set-limit', { limit: 2500 }, admin)
    const [latest] = (
      await page('settings-journal', { appliedFilters: { what: ['settings'], who: 'Смирнова' } })
    ).content
    expect(latest).toMatchObject({
      what: 'Изменена настройка «Лимит СМС в сутки»',
      entityId: 'smsDailyLimit',
      who: { kind: 'employee', name: 'Смирнова Анна Сергеевна' },
      details: { before: 3000, after: 2500 },
    })
    const onlyEmployees = await page('settings-journal', { appliedFilters: { what: ['employee'] } })
    expect(onlyEmployees.content.every((entry) => entry.entity === 'employee')).toBe(true)
  })

  it('records sign-ins and every SMS sent', async () => {
    const sms = await page('sign-in-journal', { appliedFilters: { what: ['sms.sent'] } })
    expect(sms.totalElements).toBeGreaterThanOrEqual(3)
    expect(sms.content[0]).toMatchObject({ what: 'Отправлено СМС', who: { kind: 'anonymous', name: null } })
    const signIns = await page('sign-in-journal', {
      appliedFilters: { what: ['session.started'], actorKind: 'employee' },
    })
    expect(signIns.content.map((entry) => entry.who.name).sort()).toEqual([
      'Кузнецов Павел Андреевич',
      'Смирнова Анна Сергеевна',
    ])
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
    const [written] = (await page('self-employed-journal', { appliedFilters: { actorKind: 'system' } }))
      .content
    expect(written!.details).toEqual({
      fields: ['inn', 'passportNumber'],
      before: { address: 'Москва' },
      after: [{}],
    })
  })
})
