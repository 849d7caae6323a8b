import { standbyMessages } from '#contract/standby/standby.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { ServiceError } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import * as repository from './standby.repository.ts'

/**
 * The window's end of a taken slot nobody called (decision 109): the minimum is owed as a payment of its own. It
 * becomes an order of the slot's shop, service and window at a per-shift rate equal to the minimum, DONE by the
 * worker with its act sent to them (the system's generate-act transition), so the act, the receipt, the payment
 * registries and the payouts carry it as any done order. Each slot is one transaction claimed with SKIP LOCKED:
 * a call holding the slot's lock is waited out to the next round, and every instance may run this.
 */
export async function payEndedSlots(db: Database, clock: Clock, onError?: (error: unknown) => void) {
  const passed: number[] = []
  let paid = 0
  for (;;) {
    let claimed: number | null = null
    try {
      const id = await db.transaction(async (tx) => {
        const now = clock()
        const slot = await repository.claimEndedSlot(tx, now, passed)
        if (!slot) return null
        claimed = slot.id
        passed.push(slot.id)
        const order = await repository.insertMinimumOrder(tx, slot, standbyMessages.minimumOrder, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'order.created',
          entity: 'order',
          entityId: order.id,
          details: { to: 'DONE', standbySlotId: slot.id },
        })
        await repository.insertSentAct(tx, order.id, now)
        // Journals the act and tells the worker «Акт на подтверждение», as staff's generated act does.
        await applyTransition(tx, order, 'generateAct', { kind: 'system', id: null }, now)
        await repository.updateSlotInState(tx, slot.id, 'TAKEN', {
          state: 'PAID_MINIMUM',
          orderId: order.id,
          endedAt: now,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'standby.paid-minimum',
          entity: 'standby',
          entityId: slot.id,
          details: { orderId: order.id, workerId: slot.workerId, minimum: slot.minimum },
        })
        return slot.id
      })
      if (id === null) return { paid }
      paid += 1
    } catch (error) {
      // A failure before any claim (the database gone) ends the round; a slot that fails is reported and passed
      // over this round, so the slots after it are still paid.
      if (claimed === null) throw error
      if (!(error instanceof ServiceError)) onError?.(error)
    }
  }
}
