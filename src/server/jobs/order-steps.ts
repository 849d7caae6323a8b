import { and, eq, lte, sql } from 'drizzle-orm'
import type { OrderEvent } from '#contract/orders/order-machine.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders } from '../db/schema/index.ts'
import { ServiceError } from '../http/errors.ts'
import { applyTransition } from '../features/orders/order-transitions.ts'
import { lockOrder } from '../features/orders/orders.repository.ts'
import { deleteResponseOf } from '../features/orders/responses.repository.ts'
import { readSettings } from '../features/settings/settings.repository.ts'
import { eraseExpiredPersonalData } from '../features/people/worker-retention.ts'
import { liftExpiredBlocks } from './block-expiry.ts'

export type OrderSteps = ReturnType<typeof createOrderSteps>

/**
 * The scheduled steps: blocks that have run out lift, and the automatic steps of the order's life: CONFIRMED → IN_PROGRESS at dateTime, IN_PROGRESS → DONE at
 * dateTo, APPROVED back to the responses when the executor has not confirmed by the deadline. Each order
 * moves in its own transaction under a row lock with a status-guarded update, so several server instances
 * running this at once move each order once.
 */
export function createOrderSteps(deps: {
  db: Database
  clock: Clock
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const { db, clock } = deps
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null

  async function move(ids: number[], event: OrderEvent, expected: 'CONFIRMED' | 'IN_PROGRESS' | 'APPROVED') {
    let moved = 0
    for (const id of ids) {
      try {
        await db.transaction(async (tx) => {
          const order = await lockOrder(tx, id)
          if (!order || order.status !== expected) return
          const changes = event === 'confirmationDeadlinePassed' ? { executorId: null, approvedAt: null } : {}
          if (event === 'confirmationDeadlinePassed' && order.executorId)
            await deleteResponseOf(tx, id, order.executorId)
          await applyTransition(tx, order, event, { kind: 'system', id: null }, clock(), changes)
          moved += 1
        })
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error
      }
    }
    return moved
  }

  async function due(status: 'CONFIRMED' | 'IN_PROGRESS') {
    const column = status === 'CONFIRMED' ? orders.dateTime : orders.dateTo
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), lte(column, clock())))
    return rows.map((row) => row.id)
  }

  async function runOnce() {
    const { confirmationDeadlineHours } = await readSettings(db)
    const expiredBefore = new Date(clock().getTime() - confirmationDeadlineHours * 3600_000)
    const unconfirmed = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'APPROVED'), sql`${orders.approvedAt} <= ${expiredBefore}`))
    const expired = await move(
      unconfirmed.map((row) => row.id),
      'confirmationDeadlinePassed',
      'APPROVED',
    )
    const started = await move(await due('CONFIRMED'), 'shiftStarted', 'CONFIRMED')
    const ended = await move(await due('IN_PROGRESS'), 'shiftEnded', 'IN_PROGRESS')
    const unblocked = await liftExpiredBlocks(db, clock)
    const erased = await eraseExpiredPersonalData(db, clock)
    return { expired, started, ended, unblocked, erased }
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        if (running) return
        running = runOnce()
          .catch((error: unknown) => deps.onError?.(error))
          .finally(() => {
            running = null
          })
      }
      // A server coming back after a stop catches up at once rather than one interval later.
      tick()
      timer = setInterval(tick, deps.intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}
