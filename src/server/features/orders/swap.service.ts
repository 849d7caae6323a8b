import { pushMessages, type OrderFacts, type PushMessage } from '#contract/notifications/messages.ts'
import {
  liveSwapStatuses,
  swapMessages as messages,
  type Swap,
  type SwapShift,
} from '#contract/swaps/swaps.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { NpdActor, NpdStatusService } from '../../shared/npd/npd-status.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import type { ActorRef } from '../../shared/order-core/order-transitions.ts'
import { findOrder, lockOrder, updateOrderInStatus } from '../../shared/order-core/orders.repository.ts'
import type { OrderRow } from '../../shared/order-core/orders.repository.ts'
import { deleteResponseOf, insertResponse } from '../../shared/order-core/responses.repository.ts'
import { byShopRule, staff, worker } from './order-calls.ts'
import { approvedByShops, assignmentBar, inFillState, shiftView, swapHolds, swapViews } from './swap-rules.ts'
import * as swaps from './swaps.repository.ts'

const orderNotFound = 'Заказ не найден'
const pick = (swap: swaps.SwapRow) => ({ proposerId: swap.proposerId, addresseeId: swap.addresseeId })

export type SwapService = ReturnType<typeof createSwapService>

/**
 * Swaps of confirmed shifts (issue 49, item 2; decision 108). A worker offers their shift for another worker's
 * of the same service; the other agrees; staff approve, or the shops' rule does at once. Every call locks both
 * orders in id order, so racing calls over one pair queue instead of deadlocking, and the exchange changes both
 * executors in one transaction or neither. A swap whose shifts changed meanwhile is closed, never applied.
 */
export function createSwapService(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock, npd } = deps

  async function lockPair(tx: Executor, first: number, second: number) {
    const rows = new Map<number, OrderRow | null>()
    for (const id of [first, second].sort((a, b) => a - b)) rows.set(id, await lockOrder(tx, id))
    return [rows.get(first) ?? null, rows.get(second) ?? null] as const
  }

  /** The tax service is asked before any lock, as for every assignment (decision 029). */
  async function askNpd(swap: swaps.SwapRow, actor: NpdActor) {
    for (const id of [swap.proposerId, swap.addresseeId]) await npd.refresh(id, actor, 'assignment')
  }

  async function journal(
    tx: Executor,
    action: string,
    orderIds: number[],
    actor: ActorRef,
    at: Date,
    details: Record<string, unknown>,
  ) {
    for (const entityId of orderIds)
      await recordJournal(tx, {
        at,
        actorKind: actor.kind,
        actorId: actor.id,
        action,
        entity: 'order',
        entityId,
        details: { ...details, ...(actor.note ? { note: actor.note } : {}) },
      })
  }

  async function push(
    tx: Executor,
    workerId: number,
    orderId: number,
    message: (facts: OrderFacts) => PushMessage,
    at: Date,
  ) {
    const found = await orderFacts(tx, orderId)
    if (found) await enqueueNotification(tx, { kind: 'worker', id: workerId }, message(found.facts), at)
  }

  /** Both executors change, with their responses, in the caller's transaction; journalled on both orders. */
  async function exchange(tx: Executor, swap: swaps.SwapRow, actor: ActorRef, now: Date) {
    const moves = [
      { orderId: swap.orderId, from: swap.proposerId, to: swap.addresseeId },
      { orderId: swap.withOrderId, from: swap.addresseeId, to: swap.proposerId },
    ]
    for (const move of moves) {
      await deleteResponseOf(tx, move.orderId, move.from)
      await insertResponse(tx, move.orderId, move.to, now)
      const changed = await updateOrderInStatus(tx, move.orderId, ['CONFIRMED'], {
        executorId: move.to,
        approvedAt: now,
        updatedAt: now,
      })
      if (!changed) throw new Conflict(messages.gone)
      await journal(tx, 'order.swapped', [move.orderId], actor, now, {
        swapId: swap.id,
        from: move.from,
        to: move.to,
      })
    }
    for (const move of moves) await push(tx, move.to, move.orderId, pushMessages.swapDone, now)
    return swaps.moveSwap(tx, swap.id, ['ACCEPTED'], {
      status: 'APPROVED',
      decidedAt: now,
      decidedBy: actor.kind === 'employee' ? actor.id : null,
    })
  }

  /**
   * Under both orders' locks: the swap as it is now, or null when it was answered or its shifts changed; a swap
   * whose shifts changed is closed here and the close is kept (the caller returns, not throws).
   */
  async function current(tx: Executor, id: number, from: readonly swaps.SwapRow['status'][]) {
    const found = await swaps.findSwap(tx, id)
    if (!found) return null
    const [order, withOrder] = await lockPair(tx, found.orderId, found.withOrderId)
    const now = clock()
    const swap = await swaps.findSwap(tx, id)
    if (!swap || !from.includes(swap.status)) return null
    if (await swapHolds(tx, swap, order, withOrder, now))
      return { swap, order: order!, withOrder: withOrder!, now, ...pick(swap) }
    await swaps.moveSwap(tx, id, liveSwapStatuses, { status: 'CLOSED', decidedAt: now })
    return null
  }

  /** Each worker may take the other's shift; `self` is told why not in their own words, others generally. */
  async function refuseUnlessBothMay(
    tx: Executor,
    at: { order: OrderRow; withOrder: OrderRow; proposerId: number; addresseeId: number; now: Date },
    self: number | null,
  ) {
    const pairs = [
      { order: at.withOrder, workerId: at.proposerId },
      { order: at.order, workerId: at.addresseeId },
    ]
    for (const pair of pairs) {
      const bar = await assignmentBar(tx, pair.order, pair.workerId, at.now, npd)
      if (!bar) continue
      if (self === null) throw new Conflict(messages.barred(bar))
      throw new Conflict(pair.workerId === self ? bar : messages.otherBarred)
    }
    return pairs
  }

  return {
    async candidates(workerId: number, id: number): Promise<SwapShift[]> {
      const mine = await findOrder(db, id)
      if (!mine || mine.executorId !== workerId) throw new NotFound(orderNotFound)
      if (mine.status !== 'CONFIRMED') throw new Conflict(messages.notConfirmed)
      const ids = await swaps.swapCandidates(db, mine, workerId, clock())
      const rows = new Map((await swaps.shiftsOf(db, ids)).map((row) => [row.id, shiftView(row)]))
      return ids.map((one) => rows.get(one)!).filter(Boolean)
    },

    async propose(workerId: number, id: number, withOrderId: number): Promise<Swap> {
      return db.transaction(async (tx) => {
        const [mine, theirs] = await lockPair(tx, id, withOrderId)
        if (!mine || mine.executorId !== workerId || !theirs) throw new NotFound(orderNotFound)
        const now = clock()
        if (mine.status !== 'CONFIRMED') throw new Conflict(messages.notConfirmed)
        if (theirs.executorId === workerId) throw new Conflict(messages.ownShift)
        if (theirs.status !== 'CONFIRMED' || !theirs.executorId)
          throw new Conflict(messages.otherNotConfirmed)
        if (theirs.serviceId !== mine.serviceId) throw new Conflict(messages.otherService)
        if (mine.dateTime <= now || theirs.dateTime <= now) throw new Conflict(messages.started)
        if ((await inFillState(tx, mine.id)) || (await inFillState(tx, theirs.id)))
          throw new Conflict(messages.inReplacement)
        if (await swaps.liveSwapOf(tx, [mine.id, theirs.id])) throw new Conflict(messages.busy)
        const people = { proposerId: workerId, addresseeId: theirs.executorId }
        await refuseUnlessBothMay(tx, { order: mine, withOrder: theirs, ...people, now }, workerId)
        const swap = await swaps.insertSwap(tx, {
          orderId: mine.id,
          withOrderId: theirs.id,
          ...people,
          proposedAt: now,
        })
        await journal(tx, 'order.swap-proposed', [mine.id, theirs.id], worker(workerId), now, {
          swapId: swap.id,
        })
        await push(tx, theirs.executorId, theirs.id, pushMessages.swapProposed, now)
        return (await swapViews(tx, [swap], workerId))[0]!
      })
    },

    async answer(workerId: number, id: number, accept: boolean): Promise<Swap> {
      const found = await swaps.findSwap(db, id)
      if (!found || found.addresseeId !== workerId) throw new NotFound(messages.notFound)
      if (accept) await askNpd(found, { kind: 'system' })
      const answered = await db.transaction(async (tx) => {
        const at = await current(tx, id, ['PROPOSED'])
        if (!at) return null
        const actor = worker(workerId)
        const ids = [at.order.id, at.withOrder.id]
        if (!accept) {
          await journal(tx, 'order.swap-declined', ids, actor, at.now, { swapId: id })
          await push(tx, at.swap.proposerId, at.order.id, pushMessages.swapRefused, at.now)
          return swaps.moveSwap(tx, id, ['PROPOSED'], { status: 'DECLINED', answeredAt: at.now })
        }
        const pairs = await refuseUnlessBothMay(tx, at, workerId)
        const accepted = await swaps.moveSwap(tx, id, ['PROPOSED'], {
          status: 'ACCEPTED',
          answeredAt: at.now,
        })
        if (!accepted) return null
        await journal(tx, 'order.swap-accepted', ids, actor, at.now, { swapId: id })
        if (!(await approvedByShops(tx, pairs, at.now))) return accepted
        return exchange(tx, accepted, byShopRule, at.now)
      })
      if (!answered) throw new Conflict(messages.gone)
      return (await swapViews(db, [answered], workerId))[0]!
    },

    async decide(employeeId: number, id: number, approve: boolean): Promise<Swap> {
      const found = await swaps.findSwap(db, id)
      if (!found) throw new NotFound(messages.notFound)
      if (approve && found.status === 'PROPOSED') throw new Conflict(messages.waitsForWorker)
      if (approve) await askNpd(found, { kind: 'employee', id: employeeId })
      const decided = await db.transaction(async (tx) => {
        const at = await current(tx, id, approve ? ['ACCEPTED'] : liveSwapStatuses)
        if (!at) return null
        const actor = staff(employeeId)
        if (approve) {
          await refuseUnlessBothMay(tx, at, null)
          return exchange(tx, at.swap, actor, at.now)
        }
        await journal(tx, 'order.swap-rejected', [at.order.id, at.withOrder.id], actor, at.now, {
          swapId: id,
        })
        await push(tx, at.swap.proposerId, at.order.id, pushMessages.swapRefused, at.now)
        if (at.swap.status === 'ACCEPTED')
          await push(tx, at.swap.addresseeId, at.withOrder.id, pushMessages.swapRefused, at.now)
        return swaps.moveSwap(tx, id, liveSwapStatuses, {
          status: 'REJECTED',
          decidedAt: at.now,
          decidedBy: employeeId,
        })
      })
      if (!decided) throw new Conflict(messages.gone)
      return (await swapViews(db, [decided], null))[0]!
    },

    /** A worker sees only the swaps they proposed or are asked; staff all, or one order's. */
    async list(user: AuthUser, orderId: number | undefined): Promise<Swap[]> {
      const viewer = user.kind === 'worker' ? user.id : null
      const rows = await swaps.liveSwaps(db, { workerId: viewer ?? undefined, orderId })
      return swapViews(db, rows, viewer)
    },
  }
}
