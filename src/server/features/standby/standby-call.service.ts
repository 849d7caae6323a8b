import { npdMessages } from '#contract/npd/npd.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import { standbyCalledPush } from '#contract/standby/push.ts'
import { standbyMessages as messages, type StandbySlot } from '#contract/standby/standby.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { refuseDuringPause } from '../../shared/limiter/limiter.ts'
import { formerEmployerBar } from '../../shared/former-employment/former-employment.repository.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import { insertResponse } from '../../shared/order-core/responses.repository.ts'
import * as repository from './standby.repository.ts'
import { slotView } from './standby-view.ts'

export type StandbyCallService = ReturnType<typeof createStandbyCall>

/** Why a slot that is not TAKEN has nobody to call, by its state. */
const notTakenMessage = {
  OPEN: messages.notTaken,
  CALLED: messages.alreadyCalled,
  PAID_MINIMUM: messages.paid,
  CANCELED: messages.canceled,
} as const

/**
 * «Вызвать на заказ»: staff call the slot's worker into an unfilled order of the shop and service that starts in
 * the window. The worker becomes its executor by staff's set-executor and is confirmed at once by the order's own
 * confirmation (their take of the slot was the consent), both through the order's transitions and journal, so
 * everything that follows an assignment follows this one. Under the slot's lock, so the window's end (which takes
 * the same lock) pays the minimum only to a worker nobody called.
 */
export function createStandbyCall(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock } = deps

  return {
    async call(employeeId: number, body: { id: number; orderId: number }): Promise<StandbySlot> {
      const before = await repository.findSlot(db, body.id)
      if (!before) throw new NotFound(messages.notFound)
      // The tax service is asked before any lock, as before staff's set-executor (decision 029).
      if (before.workerId)
        await deps.npd.refresh(before.workerId, { kind: 'employee', id: employeeId }, 'assignment')
      return db.transaction(async (tx) => {
        const slot = await repository.lockSlot(tx, body.id)
        if (!slot) throw new NotFound(messages.notFound)
        if (slot.state !== 'TAKEN') throw new Conflict(notTakenMessage[slot.state])
        const now = clock()
        if (slot.dateTo.getTime() <= now.getTime()) throw new Conflict(messages.ended)
        // A taken slot has its worker (the table's check).
        const workerId = slot.workerId!
        const order = await lockOrder(tx, body.orderId)
        if (!order) throw new BadInput(messages.orderNotFound, { orderId: messages.orderNotFound })
        if (order.shopId !== slot.shopId || order.serviceId !== slot.serviceId)
          throw new BadInput(messages.otherOrder, { orderId: messages.otherOrder })
        if (order.dateTime < slot.dateFrom || order.dateTime >= slot.dateTo)
          throw new BadInput(messages.outsideWindow, { orderId: messages.outsideWindow })
        if (order.dateTime.getTime() <= now.getTime()) throw new Conflict(messages.orderStarted)
        // The checks of staff's set-executor, at the order's start.
        if ((await repository.workerState(tx, workerId)) !== 'SELF_EMPLOYED')
          throw new Conflict(messages.notSelfEmployed)
        const npd = await deps.npd.stored(tx, workerId)
        if (npd?.registered === false)
          throw new Conflict(npdMessages.notRegisteredForAssignment(npd.requestDate))
        await refuseDuringPause(tx, workerId, order.dateTime, now)
        const barred = await formerEmployerBar(tx, workerId, now)
        if (barred) throw new Conflict(formerEmployeeMessages.assignment(barred))

        await insertResponse(tx, order.id, workerId, now)
        const approved = await applyTransition(
          tx,
          order,
          'setExecutor',
          { kind: 'employee', id: employeeId, quiet: true },
          now,
          { executorId: workerId, approvedAt: now },
        )
        await applyTransition(
          tx,
          approved,
          'confirmExecution',
          { kind: 'worker', id: workerId, note: messages.consentNote },
          now,
        )
        const called = await repository.updateSlotInState(tx, slot.id, 'TAKEN', {
          state: 'CALLED',
          orderId: order.id,
          endedAt: now,
        })
        if (!called) throw new Conflict(messages.ended)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'standby.called',
          entity: 'standby',
          entityId: slot.id,
          details: { orderId: order.id, workerId },
        })
        const facts = await orderFacts(tx, order.id)
        if (facts)
          await enqueueNotification(tx, { kind: 'worker', id: workerId }, standbyCalledPush(facts.facts), now)
        return slotView(tx, slot.id)
      })
    },
  }
}
