import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages as common } from '../../src/contract/common/messages.ts'
import { bulkLimits, bulkActionMessages as messages } from '../../src/contract/orders/bulk-actions.ts'
import { bulkActionEndpoints as calls } from '../../src/contract/orders/bulk-action-endpoints.ts'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { readTableFile } from '../../src/server/kernel/table-file.ts'
import { callApi } from '../support/api.ts'
import {
  copiesOf,
  journalMark,
  journalSince,
  orderOf,
  taggedOrders,
  uniqueTag,
} from '../support/bulk-actions.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'

/** Issue 48, item 4: which orders an action takes, what it refuses whole, and the export. */
let t: OrdersTestApp

beforeAll(async () => {
  t = await createOrdersTestApp()
})
afterAll(() => t.test.close())

const cancel = (body: Record<string, unknown>) =>
  callApi(t.test.app, calls.cancel, {
    token: t.staff,
    rawBody: { resolution: 'CANCELED', reason: 'Причина', ...body },
  })

describe('the selection of an action on many orders', () => {
  it('refuses bad input whole, in Russian, and changes nothing', async () => {
    const [order] = await taggedOrders(t.test, t.staff, uniqueTag('Отказ'), 1)
    const ids = [order!.id]
    const refusals: [Promise<{ status: number; body: { messages?: string[] } | null }>, string][] = [
      [cancel({}), messages.eitherSelection],
      [cancel({ ids, filters: {} }), messages.eitherSelection],
      [cancel({ ids: [] }), messages.emptySelection],
      [
        cancel({ ids: Array.from({ length: bulkLimits.change + 1 }, (_, i) => i + 1) }),
        messages.tooManyIds(bulkLimits.change),
      ],
      [cancel({ ids, reason: '   ' }), common.required],
      [
        callApi(t.test.app, calls.tariff, {
          token: t.staff,
          body: { ids, planTariffValue: '0', planTariffPeriod: 'Shift' },
        }),
        bulkMessages.tariffPositive,
      ],
      [
        callApi(t.test.app, calls.favouritesFirst, { token: t.staff, body: { ids, hours: 73 } }),
        common.maxNumber(72),
      ],
    ]
    for (const [answer, message] of refusals) {
      const { status, body } = await answer
      expect(status).toBe(400)
      expect(body?.messages).toContain(message)
    }
    expect(await orderOf(t.test, t.staff, order!.id)).toMatchObject({ status: 'NEW', favouritesUntil: null })
  })

  it('takes every order the filters find, as the orders list finds them', async () => {
    const tag = uniqueTag('Фильтр')
    const tagged = await taggedOrders(t.test, t.staff, tag, 3)
    const filters = { search: tag, history: false }
    const listed = await callApi(t.test.app, orderEndpoints.filter, {
      token: t.staff,
      body: filters,
      query: {},
    })
    expect(listed.body.totalElements).toBe(3)
    const answer = await cancel({ filters })
    expect(answer.status).toBe(200)
    expect(answer.body.changed.map((order) => order.id)).toEqual(tagged.map((order) => order.id))
    // Cancelled, they leave the current orders: the same filters find nothing more to act on.
    const again = await cancel({ filters })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(messages.nothingFound)
  })

  it(`changes at most ${bulkLimits.change} orders a call, and exports up to ${bulkLimits.export}`, async () => {
    const tag = uniqueTag('Много')
    const [order] = await taggedOrders(t.test, t.staff, tag, 1)
    await copiesOf(t.test, order!, `${tag} копия`, bulkLimits.change)
    const answer = await cancel({ filters: { search: tag } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(messages.tooManyFound(bulkLimits.change))
    expect((await orderOf(t.test, t.staff, order!.id)).status).toBe('NEW')
    const exported = await callApi(t.test.app, calls.export, {
      token: t.staff,
      body: { filters: { search: tag } },
    })
    expect(exported.status).toBe(200)
    expect(readTableFile(exported.body)).toHaveLength(bulkLimits.change + 2)
    const tooMany = await callApi(t.test.app, calls.export, {
      token: t.staff,
      body: { ids: Array.from({ length: bulkLimits.export + 1 }, (_, i) => i + 1) },
    })
    expect(tooMany.body.messages).toContain(messages.tooManyIds(bulkLimits.export))
  })

  it('is staff’s only', async () => {
    const answer = await callApi(t.test.app, calls.cancel, {
      token: t.worker,
      body: { ids: [1], resolution: 'CANCELED', reason: 'Причина' },
    })
    expect(answer.status).toBe(403)
  })
})

describe('POST /api/order/bulk/export', () => {
  it('answers the orders found as an .xlsx, one row each, and journals each order', async () => {
    const tag = uniqueTag('Выгрузка')
    const tagged = await taggedOrders(t.test, t.staff, tag, 2)
    const mark = await journalMark(t.test)
    const answer = await callApi(t.test.app, calls.export, {
      token: t.staff,
      body: { filters: { search: tag } },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toContain('spreadsheetml')
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('Заказы.xlsx'))
    const [header, ...rows] = readTableFile(answer.body)
    expect(header!.cells.slice(0, 3)).toEqual(['№', 'Номер заказа', 'Дата смены'])
    expect(rows.map((row) => row.cells[1])).toEqual(tagged.map((order) => order.orderNumber))
    const sumColumn = header!.cells.indexOf('Сумма, ₽')
    expect(rows.map((row) => row.cells[sumColumn])).toEqual(tagged.map((order) => Number(order.sum)))
    expect(rows[0]!.cells[header!.cells.indexOf('Описание')]).toBe(`${tag} 1`)
    const entries = await journalSince(t.test, mark)
    expect(entries.map((entry) => [Number(entry.entity_id), entry.action])).toEqual(
      tagged.map((order) => [order.id, 'order.exported']),
    )
  })

  it('exports the orders chosen by id, and refuses when none of them exists', async () => {
    const tagged = await taggedOrders(t.test, t.staff, uniqueTag('Выбор'), 3)
    const chosen = [tagged[2]!, tagged[0]!]
    const answer = await callApi(t.test.app, calls.export, {
      token: t.staff,
      body: { ids: chosen.map((order) => order.id) },
    })
    expect(answer.status).toBe(200)
    const [, ...rows] = readTableFile(answer.body)
    expect(rows.map((row) => row.cells[1])).toEqual([tagged[0]!.orderNumber, tagged[2]!.orderNumber])
    const none = await callApi(t.test.app, calls.export, { token: t.staff, body: { ids: [999_999] } })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(messages.notFound)
  })
})
