import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../src/contract/orders/enums.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { post, type TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'

let test: TestApp
let actors: Actors
const statuses: (OrderStatus | 'ACT_SENT')[] = [
  'NEW',
  'HAS_RESPONSE',
  'APPROVED',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
  'ACT_SENT',
  'FINISHED',
]

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

const view = async (id: number) =>
  (await post(test.app, '/api/order/get-by-id', { id }, actors.staff)).body as unknown as Order

type Call = {
  name: string
  allowedFrom: (OrderStatus | 'ACT_SENT')[]
  run: (order: Order) => ReturnType<typeof post>
}

const calls: Call[] = [
  {
    name: 'respond (another worker)',
    allowedFrom: ['NEW', 'HAS_RESPONSE'],
    run: (order) => post(test.app, '/api/order/response/make', { orderId: order.id }, actors.otherWorker),
  },
  {
    name: 'confirm (executor)',
    allowedFrom: ['APPROVED'],
    run: (order) => post(test.app, '/api/order/confirm', { id: order.id }, actors.worker),
  },
  {
    name: 'reject-execution (executor)',
    allowedFrom: ['APPROVED', 'CONFIRMED'],
    run: (order) => post(test.app, '/api/order/reject-execution', { id: order.id }, actors.worker),
  },
  {
    name: 'remove-executor',
    allowedFrom: ['APPROVED', 'CONFIRMED'],
    run: (order) => post(test.app, '/api/order/remove-executor', { id: order.id }, actors.staff),
  },
  {
    name: 'set-in-progress-status',
    allowedFrom: ['CONFIRMED'],
    run: (order) => post(test.app, '/api/order/set-in-progress-status', { id: order.id }, actors.staff),
  },
  {
    name: 'finish MISSING_EXECUTOR',
    allowedFrom: ['CONFIRMED', 'IN_PROGRESS', 'DONE', 'ACT_SENT'],
    run: (order) =>
      post(
        test.app,
        '/api/order/set-finished-status',
        { id: order.id, resolution: 'MISSING_EXECUTOR' },
        actors.staff,
      ),
  },
  {
    name: 'finish CANCELED',
    allowedFrom: ['NEW', 'HAS_RESPONSE', 'APPROVED', 'CONFIRMED'],
    run: (order) =>
      post(
        test.app,
        '/api/order/set-finished-status',
        { id: order.id, resolution: 'CANCELED' },
        actors.staff,
      ),
  },
  {
    name: 'generate act',
    allowedFrom: ['DONE'],
    run: (order) =>
      post(test.app, '/api/order/generate-completed-work-certificate', { id: order.id }, actors.staff),
  },
  {
    name: 'confirm act (executor)',
    allowedFrom: ['ACT_SENT'],
    run: (order) =>
      post(test.app, '/api/order/confirm-completed-work-certificate', { id: order.id }, actors.worker),
  },
  {
    name: 'reject act (executor)',
    allowedFrom: ['ACT_SENT'],
    run: (order) =>
      post(test.app, '/api/order/reject-completed-work-certificate', { id: order.id }, actors.worker),
  },
]

describe('the transition table of product decisions section 4, call by call and state by state', () => {
  for (const call of calls) {
    for (const status of statuses) {
      const allowed = call.allowedFrom.includes(status)
      it(`${call.name} from ${status}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const order = await orderIn(test, actors, status)
        const before = await view(order.id)
        const response = await call.run(order)
        if (allowed) {
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
        } else {
          expect([404, 409]).toContain(response.status)
          expect(response.body.message).toMatch(/[А-Яа-я]/)
          const after = await view(order.id)
          expect({ ...after, executor: after.executor?.id }).toEqual({
            ...before,
            executor: before.executor?.id,
          })
        }
      })
    }
  }
})
