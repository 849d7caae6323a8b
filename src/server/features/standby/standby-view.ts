import type { StandbySlot } from '#contract/standby/standby.ts'
import type { Executor } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import { standbyMessages as messages } from '#contract/standby/standby.ts'
import { slotViewById, type SlotViewRow } from './standby.repository.ts'

/** A slot as the contract answers it. */
export function toSlot(row: SlotViewRow): StandbySlot {
  const { slot } = row
  return {
    id: slot.id,
    state: slot.state,
    shop: row.shop,
    service: row.service,
    dateFrom: slot.dateFrom.toISOString(),
    dateTo: slot.dateTo.toISOString(),
    minimum: slot.minimum,
    worker: slot.workerId ? { id: slot.workerId, name: row.workerName ?? '' } : null,
    takenAt: slot.takenAt?.toISOString() ?? null,
    order: slot.orderId && row.orderNumber ? { id: slot.orderId, orderNumber: row.orderNumber } : null,
    endedAt: slot.endedAt?.toISOString() ?? null,
  }
}

export async function slotView(db: Executor, id: number): Promise<StandbySlot> {
  const row = await slotViewById(db, id)
  if (!row) throw new NotFound(messages.notFound)
  return toSlot(row)
}
