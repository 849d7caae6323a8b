import type { PaymentPage } from '../../src/contract/payments/payments.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import type { LightMyRequestResponse } from 'fastify'
import { createTestApp, post, type TestApp } from './app.ts'
import { signIn } from './sign-in.ts'

// Novikova (+79990000015) was seeded from seed 15: the demo bank is told to refuse her card.
export const refusedCardEnding = cardFor(15).slice(-6)

export interface PaymentsTestApp {
  test: TestApp
  admin: string
  employee: string
  worker: string
  list: (filters?: object, query?: string, token?: string) => Promise<ListAnswer>
  /** A registry call (POST with a payload) or a download link (GET); without a token, anonymous. */
  download: (url: string, payload: object, token?: string) => Promise<LightMyRequestResponse>
}

interface ListAnswer {
  status: number
  page: PaymentPage
  body: Record<string, unknown>
}

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
    list: async (filters = {}, query = '?size=200', token = admin) => {
      const response = await post(test.app, `/api/order/payments${query}`, filters, token)
      return { status: response.status, page: response.body as unknown as PaymentPage, body: response.body }
    },
    download: (url, payload, token) => {
      const isLink = url.startsWith('/api/files')
      return test.app.inject({
        method: isLink ? 'GET' : 'POST',
        url,
        ...(isLink ? {} : { payload }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    },
  }
}
