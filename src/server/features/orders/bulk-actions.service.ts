import {
  bulkLimits,
  bulkActionMessages as messages,
  type BulkCancel,
  type BulkFavouritesFirst,
  type BulkOutcome,
  type BulkSelection,
  type BulkTariff,
} from '#contract/orders/bulk-actions.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, ServiceError } from '../../kernel/errors.ts'
import { recordJournalEntries } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import type { OrderRow } from '../../shared/order-core/orders.repository.ts'
import { foundOrderIds, lockOrders, orderViewsOf } from './bulk-actions.repository.ts'
import { renderOrdersExport } from './bulk-export.ts'
import { cancelStep, favouritesFirstStep, tariffStep, type BulkStep } from './bulk-steps.ts'
import { toOrderView } from './order-view.ts'

export type BulkActionsService = ReturnType<typeof createBulkActionsService>

/**
 * Actions on many orders of the staff's table (issue 48, decision 111). Each order goes by its one-order rules and
 * gets its own outcome: the call's bad input changes nothing (400), while an order its rules refuse is answered with
 * the reason and the others change. All of one call's changes commit together.
 */
export function createBulkActionsService(deps: {
  db: Database
  clock: Clock
  /** The acts' generation (features/acts), handed over by the wiring: a late cancellation's act (decision 107). */
  issueAct: (employeeId: number, orderId: number) => Promise<void>
}) {
  const { db, clock } = deps

  /** The orders chosen, or every order the filters find as the table does, in the order of their ids. */
  async function idsOf(selection: BulkSelection, limit: number): Promise<number[]> {
    if (selection.ids) return [...new Set(selection.ids)].sort((a, b) => a - b)
    const found = await foundOrderIds(db, selection.filters ?? {}, limit + 1)
    if (found.length === 0) throw new BadInput(messages.nothingFound)
    if (found.length > limit) throw new BadInput(messages.tooManyFound(limit))
    return found
  }

  /**
   * Locks the orders (in id order, so two calls never deadlock) and runs the step over each in a savepoint of its
   * own: a refusal, a ServiceError below 500, leaves nothing of that order behind and the next order goes on;
   * anything else fails the whole call and nothing is changed.
   */
  async function run(
    selection: BulkSelection,
    stepFor: (tx: Executor, locked: OrderRow[]) => Promise<BulkStep> | BulkStep,
  ): Promise<BulkOutcome> {
    const ids = await idsOf(selection, bulkLimits.change)
    return db.transaction(async (tx) => {
      const locked = await lockOrders(tx, ids)
      const byId = new Map(locked.map((order) => [order.id, order]))
      const step = await stepFor(tx, locked)
      const outcome: BulkOutcome = { changed: [], proposed: [], refused: [] }
      for (const id of ids) {
        const order = byId.get(id)
        if (!order) {
          outcome.refused.push({ id, orderNumber: null, message: messages.notFound })
          continue
        }
        const ref = { id, orderNumber: order.orderNumber }
        try {
          outcome[await tx.transaction((savepoint) => step(savepoint, order))].push(ref)
        } catch (error) {
          if (!(error instanceof ServiceError) || error.statusCode >= 500) throw error
          outcome.refused.push({ ...ref, message: error.message })
        }
      }
      return outcome
    })
  }

  const contextOf = (employeeId: number) => ({ employeeId, now: clock() })

  return {
    async cancel(employeeId: number, body: BulkCancel): Promise<BulkOutcome> {
      const compensated: number[] = []
      const outcome = await run(body, () => cancelStep(body, contextOf(employeeId), compensated))
      // As one order's cancellation does: the act is made outside the transaction (its PDF goes to the storage
      // first); one that fails leaves its order in DONE for staff to form from the finish dialog.
      for (const id of compensated) await deps.issueAct(employeeId, id)
      return outcome
    },

    tariff: (employeeId: number, body: BulkTariff) =>
      run(body, (tx) => tariffStep(tx, body, contextOf(employeeId))),

    favouritesFirst: (employeeId: number, body: BulkFavouritesFirst) =>
      run(body, (tx, locked) => favouritesFirstStep(tx, locked, body.hours, contextOf(employeeId))),

    /**
     * The orders as an .xlsx; each exported order gets its journal entry (who took its data out, and when), written
     * many rows a statement. Nothing is locked: the file is what the table showed a moment ago.
     */
    async export(employeeId: number, selection: BulkSelection): Promise<Uint8Array> {
      const ids = await idsOf(selection, bulkLimits.export)
      const rows = await orderViewsOf(db, ids)
      if (rows.length === 0) throw new BadInput(messages.notFound)
      const { confirmationDeadlineHours } = await readSettings(db)
      const orders = rows.map((row) => toOrderView(row, confirmationDeadlineHours))
      const bytes = renderOrdersExport(orders)
      const now = clock()
      await recordJournalEntries(
        db,
        orders.map((order) => ({
          at: now,
          actorKind: 'employee' as const,
          actorId: employeeId,
          action: 'order.exported',
          entity: 'order',
          entityId: order.id,
        })),
      )
      return bytes
    },
  }
}
