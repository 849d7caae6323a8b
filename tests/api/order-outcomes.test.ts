import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { journal } from '../../src/server/db/schema/index.ts'
import type { TestApp } from '../support/app.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'

/** The status and body of an answer, without its headers. */
const answerOf = ({ status, body }: { status: number; body: unknown }) => ({ status, body })

let test: TestApp
let actors: Actors
beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

const view = async (id: number) =>
  (await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id } })).body

describe('where each allowed call leads', () => {
  it('respond → HAS_RESPONSE; the last withdrawal → NEW; another worker cannot withdraw a response', async () => {
    const order = await orderIn(test, actors, 'NEW')
    const made = await callApi(test.app, responseEndpoints.make, {
      token: actors.worker,
      body: { orderId: order.id },
    })
    expect((await view(order.id)).status).toBe('HAS_RESPONSE')
    const responseId = made.body.find((r) => r.orderId === order.id)!.id
    const withdraw = (token: string) =>
      callApi(test.app, responseEndpoints.withdraw, { token, body: { id: responseId } })
    expect((await withdraw(actors.otherWorker)).status).toBe(404)
    expect((await withdraw(actors.worker)).status).toBe(204)
    expect((await view(order.id)).status).toBe('NEW')
  })

  it('reject-execution returns the order to HAS_RESPONSE while other responses remain, else to NEW', async () => {
    const order = await orderIn(test, actors, 'HAS_RESPONSE')
    await callApi(test.app, responseEndpoints.make, {
      token: actors.otherWorker,
      body: { orderId: order.id },
    })
    await callApi(test.app, orderEndpoints.setExecutor, {
      token: actors.staff,
      body: { id: order.id, selfEmployedId: actors.workerId },
    })
    await callApi(test.app, orderEndpoints.rejectExecution, { token: actors.worker, body: { id: order.id } })
    expect(await view(order.id)).toMatchObject({
      status: 'HAS_RESPONSE',
      executor: null,
      responsesCount: 1,
    })
    const lone = await orderIn(test, actors, 'CONFIRMED')
    await callApi(test.app, orderEndpoints.rejectExecution, { token: actors.worker, body: { id: lone.id } })
    expect(await view(lone.id)).toMatchObject({ status: 'NEW', executor: null })
  })

  it('set-executor needs a response from that worker, and the order waits for them with a deadline', async () => {
    const order = await orderIn(test, actors, 'HAS_RESPONSE')
    const stranger = await callApi(test.app, orderEndpoints.setExecutor, {
      token: actors.staff,
      body: { id: order.id, selfEmployedId: 99_999 },
    })
    expect(stranger).toMatchObject({
      status: 400,
      body: { message: 'Этот исполнитель не откликался на заказ' },
    })
    await callApi(test.app, orderEndpoints.setExecutor, {
      token: actors.staff,
      body: { id: order.id, selfEmployedId: actors.workerId },
    })
    const approved = await view(order.id)
    expect(approved).toMatchObject({
      status: 'APPROVED',
      executor: { id: actors.workerId, fullName: 'Иванов Иван Петрович' },
    })
    expect(approved.confirmationDeadline).toMatch(/\+03:00$/)
  })

  it('of two set-executor calls at once exactly one wins', async () => {
    const order = await orderIn(test, actors, 'HAS_RESPONSE')
    await callApi(test.app, responseEndpoints.make, {
      token: actors.otherWorker,
      body: { orderId: order.id },
    })
    const other = await callApi(test.app, workerEndpoints.me, { token: actors.otherWorker })
    const results = await Promise.all([
      callApi(test.app, orderEndpoints.setExecutor, {
        token: actors.staff,
        body: { id: order.id, selfEmployedId: actors.workerId },
      }),
      callApi(test.app, orderEndpoints.setExecutor, {
        token: actors.staff,
        body: { id: order.id, selfEmployedId: other.body.id },
      }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
  })

  it('moves CONFIRMED to IN_PROGRESS at the shift start and IN_PROGRESS to DONE at its end, once', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    test.clock.advance(2 * 3600_000 + 1000)
    await test.orderSteps.runDue()
    expect((await view(order.id)).status).toBe('IN_PROGRESS')
    test.clock.advance(3600_000)
    const [first, second] = await Promise.all([test.orderSteps.runDue(), test.orderSteps.runDue()])
    expect(first.ended + second.ended).toBeGreaterThanOrEqual(1)
    expect(await view(order.id)).toMatchObject({ status: 'DONE', certificateStatus: 'NOT_FORMED' })
  })

  it('returns an APPROVED order when the executor does not confirm by the deadline, at the latest the start', async () => {
    const order = await orderIn(test, actors, 'HAS_RESPONSE')
    await callApi(test.app, orderEndpoints.setExecutor, {
      token: actors.staff,
      body: { id: order.id, selfEmployedId: actors.workerId },
    })
    // The shift starts in two hours, long before the twelve hours of the setting: the start is the deadline.
    expect(Date.parse((await view(order.id)).confirmationDeadline!)).toBe(Date.parse(order.dateTime))
    test.clock.set(new Date(Date.parse(order.dateTime) - 1000))
    await test.orderSteps.runDue()
    expect((await view(order.id)).status).toBe('APPROVED')
    test.clock.advance(1000)
    await test.orderSteps.runDue()
    expect(await view(order.id)).toMatchObject({ status: 'NEW', executor: null })
  })

  it('the act: generated, rejected, corrected, generated again, confirmed → FINISHED and paid', async () => {
    const order = await orderIn(test, actors, 'DONE')
    await callApi(test.app, actEndpoints.generate, { token: actors.staff, body: { id: order.id } })
    expect((await view(order.id)).certificateStatus).toBe('SENT')
    await callApi(test.app, actEndpoints.reject, { token: actors.worker, body: { id: order.id } })
    expect(await view(order.id)).toMatchObject({ status: 'DONE', certificateStatus: 'CANCELED' })
    const current = await view(order.id)
    const corrected = await callApi(test.app, orderEndpoints.update, {
      token: actors.staff,
      body: {
        id: order.id,
        serviceId: current.serviceId,
        shopId: current.shopId,
        dateTime: current.dateTime,
        dateTo: current.dateTo,
        factTariffValue: '3000.00',
        factTariffPeriod: 'Shift',
      },
    })
    expect(corrected.status).toBe(200)
    await callApi(test.app, actEndpoints.generate, { token: actors.staff, body: { id: order.id } })
    const confirmed = await callApi(test.app, actEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmed.status).toBe(204)
    expect(await view(order.id)).toMatchObject({
      status: 'FINISHED',
      resolution: 'DONE_AND_PAID',
      certificateStatus: 'CONFIRMED',
      sendToBankStatus: 'NOT_SENT',
      sum: '3000.00',
    })
  })

  it('an executor cannot confirm another worker’s order or act: 404', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    expect(
      (await callApi(test.app, actEndpoints.confirm, { token: actors.otherWorker, body: { id: order.id } }))
        .status,
    ).toBe(404)
    expect(
      (
        await callApi(test.app, actEndpoints.linkForDownloading, {
          token: actors.otherWorker,
          body: { id: order.id },
        })
      ).status,
    ).toBe(404)
  })

  it('nothing changes a finished order', async () => {
    const order = await orderIn(test, actors, 'FINISHED')
    const current = await view(order.id)
    const update = await callApi(test.app, orderEndpoints.update, {
      token: actors.staff,
      body: {
        id: order.id,
        serviceId: current.serviceId,
        shopId: current.shopId,
        dateTime: current.dateTime,
        dateTo: current.dateTo,
      },
    })
    expect(answerOf(update)).toEqual({ status: 409, body: { message: 'Завершённый заказ нельзя изменить' } })
    expect(current).toMatchObject({ status: 'FINISHED', resolution: 'CANCELED' })
  })

  it('writes each change to the journal with who, from and to', async () => {
    const order = await orderIn(test, actors, 'APPROVED')
    const list = await test.db
      .select({ action: journal.action, actor_kind: journal.actorKind, details: journal.details })
      .from(journal)
      .where(and(eq(journal.entity, 'order'), eq(journal.entityId, String(order.id))))
      .orderBy(asc(journal.id))
    expect(
      (list as { action: string; actor_kind: string; details: { from?: string; to: string } }[]).map(
        (row) => [row.action, row.actor_kind, row.details.from, row.details.to],
      ),
    ).toEqual([
      ['order.created', 'employee', undefined, 'NEW'],
      ['order.respond', 'worker', 'NEW', 'HAS_RESPONSE'],
      ['order.setExecutor', 'employee', 'HAS_RESPONSE', 'APPROVED'],
    ])
  })
})
