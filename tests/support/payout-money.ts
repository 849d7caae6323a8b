import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { journal, standInPayouts } from '../../src/server/db/schema/index.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'
import type { Actors } from './order-states.ts'

/** The instant `days` Moscow days after the clock's, at `hour` Moscow time. */
export function moscowAt(test: TestApp, days: number, hour: number): Date {
  const moscow = 3 * 3600_000
  const dayStart = Math.floor((test.clock().getTime() + moscow) / 86_400_000) * 86_400_000 - moscow
  return new Date(dayStart + days * 86_400_000 + hour * 3600_000)
}

/** Steps around one payouts test app: confirming acts, reading payouts as staff and worker, the stand-in's book. */
export function payoutMoneySteps(test: TestApp, actors: Actors, admin: string) {
  return {
    async confirm(id: number) {
      const confirmed = await callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id } })
      expect(confirmed.status).toBe(204)
    },
    async staffView(id: number) {
      return (await callApi(test.app, payoutEndpoints.orderPayout, { token: admin, query: { id } })).body
        .payout
    },
    async workerView(id: number) {
      const answer = await callApi(test.app, payoutEndpoints.myOrderPayout, {
        token: actors.worker,
        query: { id },
      })
      return answer.body.payout
    },
    takenByStandIn: (id: number) =>
      test.db
        .select()
        .from(standInPayouts)
        .where(eq(standInPayouts.orderId, String(id))),
    journalled: (action: string, id: number) =>
      test.db
        .select()
        .from(journal)
        .where(and(eq(journal.action, action), eq(journal.entityId, String(id)))),
    setLimits: (payoutDailyLimit: string, lowBalanceThreshold = '0') =>
      callApi(test.app, payoutEndpoints.setPayoutLimits, {
        token: admin,
        body: { payoutDailyLimit, lowBalanceThreshold },
      }),
    money: async () => (await callApi(test.app, payoutEndpoints.payoutMoney, { token: admin })).body,
  }
}
