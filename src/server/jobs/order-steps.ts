import type { OrderEvent } from '#contract/orders/order-machine.ts'
import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { ServiceError } from '../kernel/errors.ts'
import { applyTransition } from '../shared/order-core/order-transitions.ts'
import { claimDueOrder } from '../shared/order-core/orders.repository.ts'
import { deleteResponseOf } from '../shared/order-core/responses.repository.ts'
import { readSettings } from '../kernel/settings.repository.ts'
import { eraseExpiredPersonalData } from '../features/people/worker-retention.ts'
import { liftExpiredBlocks } from './block-expiry.ts'
import { runReplacementSteps } from './replacement-steps.ts'
import { runBoostSteps } from './boost-steps.ts'
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
 * not confirmed by the deadline (at the latest the shift's start). Each step is one transaction that claims its order with FOR UPDATE SKIP
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
  async function moveDue(status: DueStatus, dueBy: Date, startedBy?: Date) {
    const passed: number[] = []
    let moved = 0
    for (;;) {
      let claimed: number | null = null
      try {
        const id = await db.transaction(async (tx) => {
          const order = await claimDueOrder(tx, status, dueBy, passed, startedBy)
          if (!order) return null
          claimed = order.id
          passed.push(order.id)
          const event = eventOf[status]
          const changes = event === 'confirmationDeadlinePassed' ? { executorId: null, approvedAt: null } : {}
          if (event === 'confirmationDeadlinePassed' && order.executorId)
            await deleteResponseOf(tx, order.id, order.executorId)
          await applyTransition(tx, order, event, { kind: 'system', id: null }, clock(), changes)
          return order.id
        })
        if (id === null) return moved
        moved += 1
      } catch (error) {
        // A step the order's rules refuse is left alone this round. Any other failure of a claimed order is
        // reported and the order passed over: being first by id, it would otherwise stop every round before the
        // orders after it. A failure before any claim (the database gone) ends the round.
        if (error instanceof ServiceError) continue
        if (claimed === null) throw error
        deps.onError?.(error)
      }
    }
  }

  /** One kind of scheduled work failing does not keep the others from running. */
  async function reported<T>(work: () => Promise<T>, nothing: T): Promise<T> {
    try {
      return await work()
    } catch (error) {
      deps.onError?.(error)
      return nothing
    }
  }

  async function runDue() {
    const now = clock()
    const { confirmationDeadlineHours } = await readSettings(db)
    const deadline = new Date(now.getTime() - confirmationDeadlineHours * 3600_000)
    const expired = await reported(() => moveDue('APPROVED', deadline, now), 0)
    // Before the shifts start: a release nobody took by the cutoff frees its worker first.
    const replacement = await reported(() => runReplacementSteps(db, clock, deps.onError), {
      told: 0,
      unfilled: 0,
    })
    // Unfilled orders' rates rise (decision 106), after the steps above that may unfill an order.
    const boosted = await reported(() => runBoostSteps(db, clock, deps.onError), 0)
    const started = await reported(() => moveDue('CONFIRMED', now), 0)
    const ended = await reported(() => moveDue('IN_PROGRESS', now), 0)
    const unblocked = await reported(() => liftExpiredBlocks(db, clock), 0)
    const erased = await reported(() => eraseExpiredPersonalData(db, clock), 0)
    return { expired, ...replacement, boosted, started, ended, unblocked, erased }
  }

  return createScheduler({ runDue, intervalMs: deps.intervalMs, runAtStart: true, onError: deps.onError })
}
