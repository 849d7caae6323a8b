import type { OrderEvent } from '#contract/orders/order-machine.ts'
import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { ServiceError } from '../kernel/errors.ts'
import { applyTransition } from '../kernel/orders/order-transitions.ts'
import { claimDueOrder } from '../kernel/orders/orders.repository.ts'
import { deleteResponseOf } from '../kernel/orders/responses.repository.ts'
import { readSettings } from '../kernel/settings.repository.ts'
import { eraseExpiredPersonalData } from '../features/people/worker-retention.ts'
import { liftExpiredBlocks } from './block-expiry.ts'
import { createScheduler } from './scheduler.ts'

export type OrderSteps = ReturnType<typeof createOrderSteps>

type DueStatus = 'APPROVED' | 'CONFIRMED' | 'IN_PROGRESS'
const eventOf: Record<DueStatus, OrderEvent> = {
  APPROVED: 'confirmationDeadlinePassed',
  CONFIRMED: 'shiftStarted',
  IN_PROGRESS: 'shiftEnded',
}

/**
 * The scheduled steps: blocks that have run out lift, and the automatic steps of the order's life: CONFIRMED →
 * IN_PROGRESS at dateTime, IN_PROGRESS → DONE at dateTo, APPROVED back to the responses when the executor has
 * not confirmed by the deadline. Each step is one transaction that claims its order with FOR UPDATE SKIP
 * LOCKED, moves it and commits: with any number of instances each step runs once, and a step cut short by a
 * crash is rolled back and taken up by the next round of any instance (decision 026).
 */
export function createOrderSteps(deps: {
  db: Database
  clock: Clock
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const { db, clock } = deps

  /** Moves every order of `status` due by `dueBy`, one transaction each, until none is left to claim. */
  async function moveDue(status: DueStatus, dueBy: Date) {
    const passed: number[] = []
    let moved = 0
    for (;;) {
      try {
        const id = await db.transaction(async (tx) => {
          const order = await claimDueOrder(tx, status, dueBy, passed)
          if (!order) return null
          const event = eventOf[status]
          const changes = event === 'confirmationDeadlinePassed' ? { executorId: null, approvedAt: null } : {}
          if (event === 'confirmationDeadlinePassed' && order.executorId)
            await deleteResponseOf(tx, order.id, order.executorId)
          passed.push(order.id)
          await applyTransition(tx, order, event, { kind: 'system', id: null }, clock(), changes)
          return order.id
        })
        if (id === null) return moved
        moved += 1
      } catch (error) {
        // A step the order's rules refuse is left alone this round; anything else ends the round.
        if (!(error instanceof ServiceError)) throw error
      }
    }
  }

  async function runDue() {
    const now = clock()
    const { confirmationDeadlineHours } = await readSettings(db)
    const expired = await moveDue('APPROVED', new Date(now.getTime() - confirmationDeadlineHours * 3600_000))
    const started = await moveDue('CONFIRMED', now)
    const ended = await moveDue('IN_PROGRESS', now)
    const unblocked = await liftExpiredBlocks(db, clock)
    const erased = await eraseExpiredPersonalData(db, clock)
    return { expired, started, ended, unblocked, erased }
  }

  return createScheduler({ runDue, intervalMs: deps.intervalMs, runAtStart: true, onError: deps.onError })
}
