import type { Order } from '#contract/orders/order.ts'
import type { Database } from '../db/client.ts'
import type { Clock } from '../kernel/clock.ts'
import { createWebhookRounds } from '../features/webhooks/webhook-rounds.ts'
import { createScheduler } from './scheduler.ts'

/** Every `intervalMs`: the journal's new order events become deliveries, then the due deliveries go out. */
export function createWebhookSteps(deps: {
  db: Database
  clock: Clock
  orderView: (id: number) => Promise<Order>
  allowLocalReceiver: boolean
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const rounds = createWebhookRounds(deps)
  return createScheduler({
    runDue: async () => {
      await rounds.queue()
      await rounds.send()
    },
    intervalMs: deps.intervalMs,
    onError: deps.onError,
  })
}
