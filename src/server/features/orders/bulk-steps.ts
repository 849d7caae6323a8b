import { toKopecks } from '#contract/common/money.ts'
import {
  bulkActionMessages as messages,
  type BulkCancel,
  type BulkTariff,
} from '#contract/orders/bulk-actions.ts'
import { limitExceededMessage, orderTotalKopecks } from '#contract/orders/sums.ts'
import type { Executor } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { applyTransition, type ActorRef } from '../../shared/order-core/order-transitions.ts'
import { updateOrderInStatus, type OrderRow } from '../../shared/order-core/orders.repository.ts'
import { shopsWithFavourites } from './bulk-actions.repository.ts'
import { boostResetFor } from './boost-reset.ts'
import { termsAt } from './cancellation.service.ts'
import { proposeChange, splitForConsent } from './change-consent.service.ts'
import { favouritesFirst } from './favourites-first.ts'

/**
 * One order's part of an action on many: the order is locked; a refusal is a ServiceError thrown before anything is
 * written. `proposed`: the change waits for the executor's consent.
 */
export type BulkStep = (tx: Executor, order: OrderRow) => Promise<'changed' | 'proposed'>

type Context = { employeeId: number; now: Date }

const changedEntry = (order: OrderRow, { employeeId, now }: Context, changes: string[]) => ({
  at: now,
  actorKind: 'employee' as const,
  actorId: employeeId,
  action: 'order.updated',
  entity: 'order',
  entityId: order.id,
  details: { changes },
})

/**
 * Cancelling is one order's cancellation (cancellation.service.ts): the state machine's `cancel` through
 * applyTransition (the journal's `order.cancel`, which the chain's webhooks hear as `order.cancelled`), or, for a
 * confirmed shift cancelled later than the shop's notice, `cancelLate` with the executor's compensation line
 * (decision 107); its id goes to `compensated`, whose acts are made once the call's transaction is over. The reason
 * is the entry's note, which the journal page shows after the states.
 */
export function cancelStep(body: BulkCancel, context: Context, compensated: number[]): BulkStep {
  const actor: ActorRef = { kind: 'employee', id: context.employeeId, note: body.reason }
  return async (tx, order) => {
    const { line } = await termsAt(tx, order, context.now)
    if (!line) {
      await applyTransition(tx, order, 'cancel', actor, context.now, { resolution: body.resolution })
      return 'changed'
    }
    await applyTransition(tx, order, 'cancelLate', actor, context.now, line)
    compensated.push(order.id)
    return 'changed'
  }
}

/**
 * The shift's own rate, by one order's update rules: not of a finished order, within the payout limit, and of a
 * confirmed order only with the executor's consent when it is lower or of another period (decision 103). Once the
 * shift has begun the worker's rate is set by the finish dialog's fact rate, so the plan is not changed under them.
 */
export async function tariffStep(tx: Executor, body: BulkTariff, context: Context): Promise<BulkStep> {
  const { maxPaymentSum } = await readSettings(tx)
  const kopecks = toKopecks(body.planTariffValue)
  return async (step, order) => {
    if (order.status === 'FINISHED') throw new Conflict(messages.finished)
    if (order.status === 'IN_PROGRESS' || order.status === 'DONE') throw new Conflict(messages.tariffStarted)
    if (toKopecks(order.planTariffValue) === kopecks && order.planTariffPeriod === body.planTariffPeriod)
      throw new Conflict(messages.sameTariff)
    const changes = {
      dateTime: order.dateTime,
      dateTo: order.dateTo,
      shopId: order.shopId,
      serviceId: order.serviceId,
      factTariffValue: order.factTariffValue,
      factTariffPeriod: order.factTariffPeriod,
      planTariffValue: body.planTariffValue,
      planTariffPeriod: body.planTariffPeriod,
    }
    if (orderTotalKopecks({ ...order, ...changes }) > toKopecks(maxPaymentSum))
      throw new BadInput(limitExceededMessage(maxPaymentSum))
    const consent = splitForConsent(order, changes)
    if (consent.proposed) {
      // The proposal's own journal entry (order.change-proposed) is the order's one entry; the order keeps its rate.
      await proposeChange(step, order, consent.proposed, context.employeeId, context.now)
      return 'proposed'
    }
    const { planTariffValue, planTariffPeriod } = body
    await updateOrderInStatus(step, order.id, [order.status], {
      planTariffValue,
      planTariffPeriod,
      // The rises were per cent of the old tariff (decision 106): the next count from the new one.
      ...boostResetFor(order, planTariffValue),
      updatedAt: context.now,
    })
    await recordJournal(step, changedEntry(order, context, ['planTariffValue', 'planTariffPeriod']))
    return 'changed'
  }
}

/**
 * Publishing to the shop's favourites first for `hours` from now, as one order's update does with new hours. Only
 * an order still looking for an executor, and only of a shop that has favourites: otherwise nobody would see it.
 */
export async function favouritesFirstStep(
  tx: Executor,
  locked: readonly OrderRow[],
  hours: number,
  context: Context,
): Promise<BulkStep> {
  const withFavourites = await shopsWithFavourites(tx, [...new Set(locked.map((order) => order.shopId))])
  return async (step, order) => {
    if (order.status === 'FINISHED') throw new Conflict(messages.finished)
    if (order.status !== 'NEW' && order.status !== 'HAS_RESPONSE') throw new Conflict(messages.notLooking)
    if (!withFavourites.has(order.shopId)) throw new Conflict(messages.noFavourites)
    await updateOrderInStatus(step, order.id, [order.status], {
      ...favouritesFirst(hours, context.now),
      updatedAt: context.now,
    })
    await recordJournal(step, changedEntry(order, context, ['favouritesFirstHours']))
    return 'changed'
  }
}
