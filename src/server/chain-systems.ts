import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import type { Clock } from './kernel/clock.ts'
import { analyticsRoutes } from './features/analytics/analytics.routes.ts'
import { createAnalyticsService } from './features/analytics/analytics.service.ts'
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.ts'
import type { ApiKeysService } from './features/api-keys/api-keys.service.ts'
import { localReceiverAllowed } from './features/webhooks/webhook-address.ts'
import { bulkActionRoutes } from './features/orders/bulk-actions.routes.ts'
import { createBulkActionsService } from './features/orders/bulk-actions.service.ts'
import { bulkOrderRoutes } from './features/orders/bulk-orders.routes.ts'
import { createBulkOrdersService } from './features/orders/bulk-orders.service.ts'
import { createOrderSeriesService } from './features/orders/order-series.service.ts'
import { weekPlannerRoutes } from './features/orders/week-planner.routes.ts'
import { createWeekPlannerService } from './features/orders/week-planner.service.ts'
import { orderTemplateRoutes } from './features/order-templates/order-templates.routes.ts'
import { createOrderTemplatesService } from './features/order-templates/order-templates.service.ts'
import { webhookRoutes } from './features/webhooks/webhooks.routes.ts'
import { createWebhooksService } from './features/webhooks/webhooks.service.ts'

/**
 * What a chain uses (issue 48): the admins' calls for API keys and webhooks, orders posted at once, actions on many
 * orders of the staff's table, shift templates, the week planner and recurring series, the dashboard.
 */
export async function registerChainSystems(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    env: Env
    apiKeys: ApiKeysService
    issueAct: (employeeId: number, orderId: number) => Promise<void>
  },
): Promise<void> {
  const { db, clock } = deps
  await app.register(apiKeyRoutes({ apiKeys: deps.apiKeys }))
  const allowLocalReceiver = localReceiverAllowed(deps.env)
  await app.register(webhookRoutes({ webhooks: createWebhooksService({ db, clock, allowLocalReceiver }) }))
  await app.register(bulkOrderRoutes({ bulk: createBulkOrdersService({ db, clock }) }))
  await app.register(
    bulkActionRoutes({ bulk: createBulkActionsService({ db, clock, issueAct: deps.issueAct }) }),
  )
  await app.register(orderTemplateRoutes({ templates: createOrderTemplatesService({ db, clock }) }))
  await app.register(
    weekPlannerRoutes({
      planner: createWeekPlannerService({ db, clock }),
      series: createOrderSeriesService({ db, clock }),
    }),
  )
  await app.register(analyticsRoutes({ analytics: createAnalyticsService({ db }) }))
}
