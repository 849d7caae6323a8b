import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import type { Clock } from './kernel/clock.ts'
import type { NpdStatusService } from './shared/npd/npd-status.ts'
import { createChangeConsentService } from './features/orders/change-consent.service.ts'
import type { OrderListsService } from './features/orders/order-lists.service.ts'
import { orderRoutes } from './features/orders/orders.routes.ts'
import type { OrdersService } from './features/orders/orders.service.ts'
import { createReplacementService } from './features/orders/replacement.service.ts'
import { fillOverviewRoutes } from './features/fill-overview/fill-overview.routes.ts'
import { createFillOverviewService } from './features/fill-overview/fill-overview.service.ts'
import { createCancellationService } from './features/orders/cancellation.service.ts'
import { createSwapService } from './features/orders/swap.service.ts'
import { swapRoutes } from './features/orders/swaps.routes.ts'
import { fillPolicyRoutes } from './features/fill-policy/fill-policy.routes.ts'
import { createFillPolicyService } from './features/fill-policy/fill-policy.service.ts'
import { createStandbyCall } from './features/standby/standby-call.service.ts'
import { standbyRoutes } from './features/standby/standby.routes.ts'
import { createStandbyService } from './features/standby/standby.service.ts'

/**
 * The order's calls with what keeps a shift filled (issue 49): a worker's release for a replacement, the consent a
 * change of a confirmed order waits for, a late cancellation's compensation, swaps of confirmed shifts, each shop's
 * fill policy, the fill at a glance and standby slots. Wired here beside app.ts.
 */
export async function registerShiftFilling(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    npd: NpdStatusService
    orders: OrdersService
    lists: OrderListsService
    /** A late cancellation's act (decision 107): the acts' generation. */
    issueAct: (employeeId: number, orderId: number) => Promise<void>
  },
): Promise<void> {
  const { db, clock } = deps
  await app.register(
    orderRoutes({
      orders: deps.orders,
      lists: deps.lists,
      replacement: createReplacementService({ db, clock, npd: deps.npd }),
      consent: createChangeConsentService({ db, clock }),
      cancellation: createCancellationService({ db, clock, issueAct: deps.issueAct }),
    }),
  )
  await app.register(swapRoutes({ swaps: createSwapService({ db, clock, npd: deps.npd }) }))
  await app.register(fillPolicyRoutes({ fillPolicy: createFillPolicyService({ db, clock }) }))
  await app.register(fillOverviewRoutes({ fillOverview: createFillOverviewService({ db, clock }) }))
  await app.register(
    standbyRoutes({
      standby: createStandbyService({ db, clock, npd: deps.npd }),
      calls: createStandbyCall({ db, clock, npd: deps.npd }),
    }),
  )
}
