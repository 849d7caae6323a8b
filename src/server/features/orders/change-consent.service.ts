import { pushMessages } from '#contract/notifications/messages.ts'
import type { Order } from '#contract/orders/order.ts'
import { replacementMessages as messages } from '#contract/orders/replacement.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import * as orders from '../../shared/order-core/orders.repository.ts'
import { supersedeOpenChange } from '../../shared/order-core/releases.repository.ts'
import { deleteResponseOf } from '../../shared/order-core/responses.repository.ts'
import { closeSwapsOf } from '../../shared/order-core/swaps.repository.ts'
import * as proposals from './change-proposals.repository.ts'
import { boostResetFor } from './boost-reset.ts'
import { lockedOrder, orderView as view, worker } from './order-calls.ts'

type Values = proposals.ProposedValues
const schedule = ['dateTime', 'dateTo', 'shopId', 'serviceId'] as const
const tariff = ['planTariffValue', 'planTariffPeriod', 'factTariffValue', 'factTariffPeriod'] as const

const same = (a: Values[keyof Values], b: Values[keyof Values]) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b
const pick = <Keys extends readonly (keyof Values)[]>(from: Values, keys: Keys) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<Values, Keys[number]>

/** The rate the worker is paid by: staff's fact tariff when set, else the plan's. */
const rateOf = (values: Values) => ({
  value: Number(values.factTariffValue ?? values.planTariffValue),
  period: values.factTariffPeriod ?? values.planTariffPeriod,
})

/**
 * Consent to changes (issue 49, item 6). Of staff's change of a CONFIRMED order, the date, times, shop, service
 * and a lower (or otherwise counted) rate wait for the executor's answer; what the change leaves to apply now
 * is returned. A higher rate of the same period applies at once. Other statuses change as before.
 */
export function splitForConsent<Changes extends Values>(order: orders.OrderRow, changes: Changes) {
  if (order.status !== 'CONFIRMED' || !order.executorId) return { now: changes, proposed: null }
  const scheduleChanged = schedule.some((key) => !same(order[key], changes[key]))
  const before = rateOf(order)
  const after = rateOf(changes)
  const rateWaits =
    changes.serviceId !== order.serviceId || after.period !== before.period || after.value < before.value
  if (!scheduleChanged && !rateWaits) return { now: changes, proposed: null }
  return {
    now: {
      ...changes,
      ...(scheduleChanged ? pick(order, schedule) : {}),
      ...(rateWaits ? pick(order, tariff) : {}),
    },
    proposed: { ...pick(changes, schedule), ...pick(changes, tariff) },
  }
}

/** The change waits for the executor: a newer proposal replaces an open one, the same one stays as it is. */
export async function proposeChange(
  tx: Executor,
  order: orders.OrderRow,
  values: Values,
  employeeId: number,
  at: Date,
): Promise<void> {
  const open = await proposals.openProposalOf(tx, order.id)
  const keys = [...schedule, ...tariff]
  if (open && keys.every((key) => same(open[key], values[key]))) return
  await supersedeOpenChange(tx, order.id, at)
  // A swap was agreed on the shift as it stood (decision 108).
  await closeSwapsOf(tx, order.id, at)
  await proposals.insertProposal(tx, {
    ...values,
    orderId: order.id,
    workerId: order.executorId!,
    proposedBy: employeeId,
    proposedAt: at,
  })
  await recordJournal(tx, {
    at,
    actorKind: 'employee',
    actorId: employeeId,
    action: 'order.change-proposed',
    entity: 'order',
    entityId: order.id,
    details: { changes: keys.filter((key) => !same(order[key], values[key])) },
  })
  const found = await orderFacts(tx, order.id)
  if (found)
    await enqueueNotification(
      tx,
      { kind: 'worker', id: order.executorId! },
      pushMessages.orderChangeProposed(found.facts),
      at,
    )
}

export type ChangeConsentService = ReturnType<typeof createChangeConsentService>

/**
 * The executor's answer, naming the proposal: accepted, the order takes it; declined, the order takes it without
 * them (back to responses), with no mark on their rating or reliability. An answer to a proposal replaced,
 * or about an order no longer theirs and confirmed, is refused: each proposal has one outcome.
 */
export function createChangeConsentService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async answer(workerId: number, proposalId: number, accept: boolean): Promise<Order> {
      const found = await proposals.findProposal(db, proposalId)
      if (!found || found.workerId !== workerId) throw new NotFound(messages.changeNotFound)
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, found.orderId)
        const now = clock()
        if (order.status !== 'CONFIRMED' || order.executorId !== workerId)
          throw new Conflict(messages.changeGone)
        if (!(await proposals.answerProposal(tx, proposalId, accept ? 'ACCEPTED' : 'DECLINED', now)))
          throw new Conflict(messages.changeGone)
        const values = {
          ...pick(found, schedule),
          ...pick(found, tariff),
          ...boostResetFor(order, found.planTariffValue),
        }
        if (!accept) {
          await deleteResponseOf(tx, order.id, workerId)
          await applyTransition(tx, order, 'declineChange', worker(workerId), now, {
            ...values,
            executorId: null,
            approvedAt: null,
          })
          return view(tx, order.id)
        }
        const updated = await orders.updateOrderInStatus(tx, order.id, ['CONFIRMED'], {
          ...values,
          updatedAt: now,
        })
        if (!updated) throw new Conflict(messages.changeGone)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'order.change-accepted',
          entity: 'order',
          entityId: order.id,
        })
        return view(tx, order.id)
      })
    },
  }
}
