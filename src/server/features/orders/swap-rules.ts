import { toOffsetIso } from '#contract/common/instants.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import { npdMessages } from '#contract/npd/npd.ts'
import { offerRequiredMessage } from '#contract/orders/response.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import { swapMessages as messages, type Swap, type SwapShift } from '#contract/swaps/swaps.ts'
import type { Executor } from '../../db/client.ts'
import { Conflict } from '../../kernel/errors.ts'
import { businessDate } from '../../kernel/local-day.ts'
import { formerEmployerBar } from '../../shared/former-employment/former-employment.repository.ts'
import { refuseDuringPause } from '../../shared/limiter/limiter.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { shopRuleTakes } from '../../shared/order-core/auto-accept.ts'
import { readFillPolicy } from '../../shared/order-core/fill-policy.repository.ts'
import type { OrderRow } from '../../shared/order-core/orders.repository.ts'
import { openReleaseOf } from '../../shared/order-core/releases.repository.ts'
import { hasAcceptedOffer, lockOrderInWorkerCity } from '../../shared/order-core/responses.repository.ts'
import { isOpenToWorker } from '../../shared/order-core/shop-pool.repository.ts'
import { acceptedRulesInForce } from '../../shared/platform-documents/documents.repository.ts'
import { openProposalOf } from './change-proposals.repository.ts'
import * as swaps from './swaps.repository.ts'

/**
 * Why the worker may not become the order's executor, or null: the rules of any assignment (decisions 029, 032,
 * 095, 100, 101) — confirmed and of the shop's city, open to them by the shop's pool, the contract offer and
 * the platform rules accepted, not «not self-employed» by the tax service's stored answer, no former-employer
 * bar, no limiter pause over the shift's start.
 */
export async function assignmentBar(
  tx: Executor,
  order: OrderRow,
  workerId: number,
  now: Date,
  npd: NpdStatusService,
): Promise<string | null> {
  if ((await swaps.workerState(tx, workerId)) !== 'SELF_EMPLOYED') return messages.notSelfEmployed
  const found = await lockOrderInWorkerCity(tx, order.id, workerId)
  if (!found || !(await isOpenToWorker(tx, order.id, workerId, now))) return messages.notOpen
  if (found.offerFileId && !(await hasAcceptedOffer(tx, workerId, found.offerFileId)))
    return offerRequiredMessage
  if (!(await acceptedRulesInForce(tx, workerId, businessDate(now))))
    return platformRulesMessages.acceptRulesFirst
  const status = await npd.stored(tx, workerId)
  if (status?.registered === false) return npdMessages.notRegisteredForAssignment(status.requestDate)
  const barred = await formerEmployerBar(tx, workerId, now)
  if (barred) return formerEmployeeMessages.assignment(barred)
  try {
    await refuseDuringPause(tx, workerId, order.dateTime, now)
  } catch (error) {
    if (error instanceof Conflict) return error.message
    throw error
  }
  return null
}

/** A release or a change waiting for consent already decides the shift's future: it is not swapped meanwhile. */
export async function inFillState(tx: Executor, orderId: number): Promise<boolean> {
  return Boolean((await openReleaseOf(tx, orderId)) || (await openProposalOf(tx, orderId)))
}

/** The swap still describes both shifts: confirmed, with the same two workers and service, not begun. */
export async function swapHolds(
  tx: Executor,
  swap: swaps.SwapRow,
  order: OrderRow | null,
  withOrder: OrderRow | null,
  now: Date,
): Promise<boolean> {
  if (!order || !withOrder) return false
  if (order.status !== 'CONFIRMED' || order.executorId !== swap.proposerId) return false
  if (withOrder.status !== 'CONFIRMED' || withOrder.executorId !== swap.addresseeId) return false
  if (order.serviceId !== withOrder.serviceId) return false
  if (order.dateTime <= now || withOrder.dateTime <= now) return false
  return !(await inFillState(tx, order.id)) && !(await inFillState(tx, withOrder.id))
}

/**
 * The shops' rule approves the swap when both shops turned `swapAutoApprove` on and each worker is one the new
 * shop's auto-accept rule, if it has one, would take without staff.
 */
export async function approvedByShops(
  tx: Executor,
  pairs: { order: OrderRow; workerId: number }[],
  now: Date,
): Promise<boolean> {
  for (const { order, workerId } of pairs) {
    if (!(await readFillPolicy(tx, order.shopId)).swapAutoApprove) return false
    if ((await shopRuleTakes(tx, order.shopId, workerId, now)) === false) return false
  }
  return true
}

type ShiftRow = Awaited<ReturnType<typeof swaps.shiftsOf>>[number]

export function shiftView(row: ShiftRow): SwapShift {
  const { utcOffset, ...shift } = row
  return {
    ...shift,
    dateTime: toOffsetIso(row.dateTime, utcOffset),
    dateTo: toOffsetIso(row.dateTo, utcOffset),
  }
}

/** Swaps as the viewer sees them: a worker (`viewer` their id) gets no names, staff (`viewer` null) both. */
export async function swapViews(db: Executor, rows: swaps.SwapRow[], viewer: number | null): Promise<Swap[]> {
  const orderIds = [...new Set(rows.flatMap((row) => [row.orderId, row.withOrderId]))]
  const shifts = new Map((await swaps.shiftsOf(db, orderIds)).map((row) => [row.id, shiftView(row)]))
  const people = [...new Set(rows.flatMap((row) => [row.proposerId, row.addresseeId]))]
  const names = new Map(
    viewer === null ? (await swaps.workerNames(db, people)).map((row) => [row.id, row.fullName]) : [],
  )
  const person = (id: number) => (viewer === null ? { id, fullName: names.get(id) ?? '' } : null)
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    proposedAt: row.proposedAt.toISOString(),
    order: shifts.get(row.orderId)!,
    withOrder: shifts.get(row.withOrderId)!,
    mine: viewer === null ? null : row.proposerId === viewer,
    proposer: person(row.proposerId),
    addressee: person(row.addresseeId),
  }))
}
