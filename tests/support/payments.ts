import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { paymentEndpoints as calls } from '../../src/contract/payments/endpoints.ts'
import type { PaymentFilters, PaymentSelection } from '../../src/contract/payments/payments.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import type { LightMyRequestResponse } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { callApi, type TestAnswer } from './api.ts'
import { createTestApp, type TestApp } from './app.ts'
import { signIn } from './sign-in.ts'
import { rowsOf } from './sql.ts'

// Novikova (+79990000015) was seeded from seed 15: the demo bank is told to refuse her card.
const refusedCardEnding = cardFor(15).slice(-6)

export interface PaymentsTestApp {
  test: TestApp
  admin: string
  employee: string
  worker: string
  list: (filters?: PaymentFilters, query?: ListQuery, token?: string) => ReturnType<typeof listPayments>
  /** The payment registry's bytes (.xlsx), or the refusal. */
  registry: (selection: PaymentSelection, token?: string) => ReturnType<typeof paymentRegistry>
  /** A download link answered by an earlier call (GET); without a token, anonymous. */
  download: (url: string, token?: string) => Promise<LightMyRequestResponse>
  /** Send-to-bank of the selection, by the admin unless another token is given. */
  send: (selection: PaymentSelection, token?: string) => Promise<TestAnswer<typeof calls.sendToBank>>
  /** The journal's records of `action` about the order. */
  journalOf: (action: string, orderId: number) => Promise<(typeof journal.$inferSelect)[]>
}

type ListQuery = CallInput<typeof calls.filter>['query']

const listPayments = async (test: TestApp, filters: PaymentFilters, query: ListQuery, token?: string) => {
  const response = await callApi(test.app, calls.filter, { body: filters, query, ...(token && { token }) })
  return { status: response.status, page: response.body, body: response.body }
}
const paymentRegistry = (test: TestApp, selection: PaymentSelection, token?: string) =>
  callApi(test.app, calls.paymentRegistry, { body: selection, ...(token && { token }) })

export async function createPaymentsTestApp(): Promise<PaymentsTestApp> {
  const test = await createTestApp({ env: { BANK_DEMO_FAILING_CARDS: refusedCardEnding } })
  const admin = (await signIn(test, 'admin')).accessToken
  const employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  return {
    test,
    admin,
    employee,
    worker,
    list: (filters = {}, query = { size: 200 }, token = admin) => listPayments(test, filters, query, token),
    registry: (selection, token = admin) => paymentRegistry(test, selection, token),
    download: (url, token) =>
      test.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    send: (selection, token = admin) => callApi(test.app, calls.sendToBank, { body: selection, token }),
    journalOf: (action, orderId) =>
      test.db
        .select()
        .from(journal)
        .where(and(eq(journal.action, action), eq(journal.entityId, String(orderId)))),
  }
}

/** The paid orders that can go to the bank now: act confirmed, executor onboarded, not sent. */
export function payableOrders(db: Database): Promise<{ id: number; order_number: number }[]> {
  return rowsOf(
    db,
    sql`select o.id, o.order_number::int as order_number from orders o
        join workers w on w.id = o.executor_id
        join certificates c on c.order_id = o.id and c.status = 'CONFIRMED'
        where o.status = 'FINISHED' and o.resolution = 'DONE_AND_PAID' and o.send_to_bank_status = 'NOT_SENT'
          and w.bank_status = 'SENT'
        order by o.id`,
  )
}
