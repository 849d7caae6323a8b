import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../src/contract/orders/enums.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { ErrorBody } from '../../src/contract/common/errors.ts'
import { callApi } from '../support/api.ts'

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
  (await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id } })).body

type Call = {
  name: string
  allowedFrom: (OrderStatus | 'ACT_SENT')[]
  run: (order: Order) => Promise<{ status: number; body: Partial<ErrorBody> | null }>
}

const calls: Call[] = [
  {
    name: 'respond (another worker)',
    allowedFrom: ['NEW', 'HAS_RESPONSE'],
    run: (order) =>
      callApi(test.app, responseEndpoints.make, { token: actors.otherWorker, body: { orderId: order.id } }),
  },
  {
    name: 'confirm (executor)',
    allowedFrom: ['APPROVED'],
    run: (order) =>
      callApi(test.app, orderEndpoints.confirm, { token: actors.worker, body: { id: order.id } }),
  },
  {
    name: 'reject-execution (executor)',
    allowedFrom: ['APPROVED', 'CONFIRMED'],
    run: (order) =>
      callApi(test.app, orderEndpoints.rejectExecution, { token: actors.worker, body: { id: order.id } }),
  },
  {
    name: 'remove-executor',
    allowedFrom: ['APPROVED', 'CONFIRMED'],
    run: (order) =>
      callApi(test.app, orderEndpoints.removeExecutor, { token: actors.staff, body: { id: order.id } }),
  },
  {
    name: 'set-in-progress-status',
    allowedFrom: ['CONFIRMED'],
    run: (order) =>
      callApi(test.app, orderEndpoints.setInProgress, { token: actors.staff, body: { id: order.id } }),
  },
  {
    name: 'finish MISSING_EXECUTOR',
    allowedFrom: ['CONFIRMED', 'IN_PROGRESS', 'DONE', 'ACT_SENT'],
    run: (order) =>
      callApi(test.app, orderEndpoints.finish, {
        token: actors.staff,
        body: { id: order.id, resolution: 'MISSING_EXECUTOR' },
      }),
  },
  {
    name: 'finish CANCELED',
    allowedFrom: ['NEW', 'HAS_RESPONSE', 'APPROVED', 'CONFIRMED'],
    run: (order) =>
      callApi(test.app, orderEndpoints.finish, {
        token: actors.staff,
        body: { id: order.id, resolution: 'CANCELED' },
      }),
  },
  {
    name: 'generate act',
    allowedFrom: ['DONE'],
    run: (order) => callApi(test.app, actEndpoints.generate, { token: actors.staff, body: { id: order.id } }),
  },
  {
    name: 'confirm act (executor)',
    allowedFrom: ['ACT_SENT'],
    run: (order) => callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id: order.id } }),
  },
  {
    name: 'reject act (executor)',
    allowedFrom: ['ACT_SENT'],
    run: (order) => callApi(test.app, actEndpoints.reject, { token: actors.worker, body: { id: order.id } }),
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
          expect(response.body?.message).toMatch(/[А-Яа-я]/)
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
