import type { FastifyPluginAsync } from 'fastify'
import { orderEndpoints as calls } from '#contract/orders/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { OrderListsService } from './order-lists.service.ts'
import type { OrdersService } from './orders.service.ts'
import type { ReplacementService } from './replacement.service.ts'
import type { ChangeConsentService } from './change-consent.service.ts'
import type { CancellationService } from './cancellation.service.ts'
import { cancellationEndpoints as cancellationCalls } from '#contract/orders/cancellation-endpoints.ts'

export function orderRoutes(deps: {
  orders: OrdersService
  lists: OrderListsService
  replacement: ReplacementService
  consent: ChangeConsentService
  cancellation: CancellationService
}): FastifyPluginAsync {
  const { orders, lists, replacement, consent, cancellation } = deps
  return async (app) => {
    await serve(app, calls.create, ({ user, body }) => orders.create(user.id, body))
    await serve(app, calls.update, ({ user, body }) => orders.update(user.id, body))
    await serve(app, calls.setHasResponse, ({ user, body }) => orders.setHasResponse(user.id, body.id))
    await serve(app, calls.setExecutor, ({ user, body }) =>
      orders.setExecutor(user.id, body.id, body.selfEmployedId),
    )
    await serve(app, calls.removeExecutor, ({ user, body }) => orders.removeExecutor(user.id, body.id))
    await serve(app, calls.setInProgress, ({ user, body }) => orders.setInProgress(user.id, body.id))
    await serve(app, calls.finish, ({ user, body }) =>
      body.resolution === 'MISSING_EXECUTOR'
        ? orders.finishMissingExecutor(user.id, body.id)
        : cancellation.cancel(user.id, body.id, body.resolution),
    )
    await serve(app, cancellationCalls.cancellationTerms, ({ body }) => cancellation.terms(body.id))
    await serve(app, calls.setMark, ({ user, body }) => orders.setMark(user.id, body.id, body.mark))
    await serve(app, calls.confirm, ({ user, body }) => orders.confirmExecution(user.id, body.id))
    await serve(app, calls.rejectExecution, ({ user, body }) => orders.rejectExecution(user.id, body.id))
    await serve(app, calls.release, ({ user, body }) => replacement.release(user.id, body.id))
    await serve(app, calls.takeReplacement, ({ user, body }) => replacement.take(user.id, body.id))
    await serve(app, calls.answerChange, ({ user, body }) => consent.answer(user.id, body.id, body.accept))
    await serve(app, calls.filter, ({ body, query }) => lists.filter(body, query))
    await serve(app, calls.countByFilters, async ({ body }) => ({
      totalElements: await lists.countByFilters(body),
    }))
    await serve(app, calls.numbersByStatus, ({ body }) => lists.numbersByStatus(body))
    await serve(app, calls.dayOrdersAmount, ({ body }) => lists.dayOrdersAmount(body.days))
    // A worker sees only their own shifts, whatever they ask for.
    await serve(app, calls.shifts, ({ user, body, query }) =>
      lists.shifts(user.kind === 'worker' ? user.id : body.selfEmployedId, query),
    )
    await serve(app, calls.byId, ({ body }) => orders.view(body.id))
  }
}
