import { checkInMessages as messages, type CheckVerification } from '#contract/check-in/messages.ts'
import type { CheckBody, OrderChecks } from '#contract/check-in/endpoint-schemas.ts'
import {
  checkedMinutes,
  checkInRules,
  checkInWindow,
  checkOutClosesAt,
  isLateCheckOut,
} from '#contract/check-in/rules.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { displayWallClock } from '#contract/common/display-dates.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { findPossibleNoShows } from '../../shared/order-core/no-shows.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import { findOrder, lockOrder, type OrderRow } from '../../shared/order-core/orders.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import * as repository from './check-in.repository.ts'
import { distanceMeters } from './distance.ts'
import { isShopCode } from './shop-codes.ts'

export type CheckInService = ReturnType<typeof createCheckInService>

type Kind = 'IN' | 'OUT'
type CheckedBody = Omit<CheckBody, 'id'> & { id: number }

/** The statuses an order may be checked in: the check-in itself starts a CONFIRMED one. */
const checkableStatuses = new Set(['CONFIRMED', 'IN_PROGRESS', 'DONE'])
const minuteMs = 60_000

/** A wrong code is journalled in the check's transaction, which then commits: the refusal comes after it. */
class WrongCode {}

/**
 * Issue 25: the executor's check-in and check-out. A check is verified only by the shop's code of the check's own
 * minute (so a check that waited offline on the phone is judged by when it was made); a position is kept as the
 * phone reported it, and staff judge it (decision 065). Wrong codes are journalled and limited per order and per
 * worker. The check-in starts a confirmed shift and the check-out ends a running one, through the order's machine
 * (decision 033).
 */
export function createCheckInService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function summary(executor: Executor, order: OrderRow, now: Date): Promise<OrderChecks> {
    const checks = await repository.findChecks(executor, order.id)
    const checkIn = checks.find((check) => check.kind === 'IN') ?? null
    const checkOut = checks.find((check) => check.kind === 'OUT') ?? null
    const flagged = checkIn ? [] : await findPossibleNoShows(executor, now, { orderId: order.id })
    const overtimeCounted = checkOut?.overtimeCountedAt != null
    return {
      orderId: order.id,
      checkIn: checkIn && view(checkIn),
      checkOut: checkOut && view(checkOut),
      checkedMinutes:
        checkIn && checkOut ? checkedMinutes(order, checkIn.at, checkOut.at, overtimeCounted) : null,
      lateCheckOut:
        checkOut && isLateCheckOut(order, checkOut.at)
          ? {
              minutesAfterEnd: Math.floor((checkOut.at.getTime() - order.dateTo.getTime()) / minuteMs),
              overtimeCounted,
            }
          : null,
      possibleNoShow: flagged.length > 0,
    }
  }

  /**
   * The refusals of the check's time against the shift's window; null when the time is fine. A check-out before
   * the start is refused: the shift has not begun, so leaving it is a mistap (decision 080).
   */
  async function timeRefusal(
    tx: Executor,
    kind: Kind,
    order: OrderRow,
    at: Date,
    checkIn: repository.OrderCheckRow | undefined,
  ) {
    const shopTime = async (instant: Date) =>
      displayWallClock(toOffsetIso(instant, await repository.findShopUtcOffset(tx, order.shopId)))
    if (kind === 'IN') {
      const window = checkInWindow(order, (await readSettings(tx)).checkInOpensMinutes)
      if (at < window.opensAt) return messages.tooEarly(await shopTime(window.opensAt))
      return at > window.closesAt ? messages.afterEnd : null
    }
    if (checkIn && at < checkIn.at) return messages.beforeCheckIn
    if (at < order.dateTime) return messages.beforeStart(await shopTime(order.dateTime))
    return at > checkOutClosesAt(order) ? messages.tooLate : null
  }

  /** Refuses a code once the order or the worker has spent their wrong codes: staff judge those checks. */
  async function refuseSpentCodes(tx: Executor, order: OrderRow, workerId: number, now: Date) {
    const wrong = await repository.countWrongCodes(tx, order.id, workerId, startOfBusinessDay(now))
    if (wrong.onOrder >= checkInRules.wrongCodesPerOrder)
      throw new Conflict(messages.orderCodesSpent, { code: messages.orderCodesSpent })
    if (wrong.byWorker >= checkInRules.wrongCodesPerWorkerDay)
      throw new Conflict(messages.workerCodesSpent, { code: messages.workerCodesSpent })
  }

  async function verification(
    tx: Executor,
    check: { kind: Kind; order: OrderRow; workerId: number; body: CheckedBody; at: Date; now: Date },
  ): Promise<{ verification: CheckVerification; distanceMeters: number | null } | WrongCode> {
    const { kind, order, workerId, body, at, now } = check
    const shop = (await repository.findShop(tx, order.shopId))!
    const distance =
      body.latitude !== undefined && body.longitude !== undefined
        ? distanceMeters(shop, { latitude: body.latitude, longitude: body.longitude })
        : null
    if (body.code === undefined)
      return { verification: distance === null ? 'NONE' : 'POSITION_REPORTED', distanceMeters: distance }
    await refuseSpentCodes(tx, order, workerId, now)
    const secret = await repository.findSecret(tx, order.shopId)
    if (secret && isShopCode(secret, body.code, at)) return { verification: 'CODE', distanceMeters: distance }
    await recordJournal(tx, {
      at: now,
      actorKind: 'worker',
      actorId: workerId,
      action: repository.wrongCodeAction,
      entity: 'order',
      entityId: order.id,
      details: { kind, at: at.toISOString() },
    })
    return new WrongCode()
  }

  async function check(kind: Kind, workerId: number, body: CheckedBody): Promise<OrderChecks> {
    const answer = await record(kind, workerId, body)
    if (answer instanceof WrongCode) throw new BadInput(messages.wrongCode, { code: messages.wrongCode })
    return answer
  }

  async function record(kind: Kind, workerId: number, body: CheckedBody): Promise<OrderChecks | WrongCode> {
    const now = clock()
    const at = new Date(body.at)
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, body.id)
      if (!order || order.executorId !== workerId) throw new NotFound(messages.notYours)
      if (order.status === 'FINISHED') throw new Conflict(messages.finished)
      if (!checkableStatuses.has(order.status)) throw new Conflict(messages.notConfirmed)
      if (at.getTime() > now.getTime() + checkInRules.clockAheadMinutes * 60_000)
        throw new BadInput(messages.inFuture, { at: messages.inFuture })
      if (at.getTime() < now.getTime() - checkInRules.offlineMaxHours * 3600_000)
        throw new BadInput(messages.tooOld, { at: messages.tooOld })
      const checks = await repository.findChecks(tx, order.id)
      const same = checks.find((existing) => existing.kind === kind)
      // The phone sends a queued check again when it did not hear the answer: the same check is no second one.
      if (same?.at.getTime() === at.getTime()) return summary(tx, order, now)
      if (same) throw new Conflict(kind === 'IN' ? messages.secondCheckIn : messages.secondCheckOut)
      const checkIn = checks.find((existing) => existing.kind === 'IN')
      if (kind === 'OUT' && !checkIn) throw new Conflict(messages.noCheckIn)
      const refusal = await timeRefusal(tx, kind, order, at, checkIn)
      if (refusal) throw new BadInput(refusal, { at: refusal })
      const verified = await verification(tx, { kind, order, workerId, body, at, now })
      if (verified instanceof WrongCode) return verified
      const inserted = await repository.insertCheck(tx, {
        orderId: order.id,
        workerId,
        kind,
        at,
        receivedAt: now,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        ...verified,
      })
      if (!inserted) throw new Conflict(kind === 'IN' ? messages.secondCheckIn : messages.secondCheckOut)
      const event = kind === 'IN' ? 'checkIn' : 'checkOut'
      const moves = kind === 'IN' ? order.status === 'CONFIRMED' : order.status === 'IN_PROGRESS'
      const current = moves
        ? await applyTransition(tx, order, event, { kind: 'worker', id: workerId }, now)
        : order
      if (!moves)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: `order.${event}`,
          entity: 'order',
          entityId: order.id,
          details: { status: order.status, verification: verified.verification },
        })
      return summary(tx, current, now)
    })
  }

  return {
    checkIn: (workerId: number, body: CheckedBody) => check('IN', workerId, body),
    checkOut: (workerId: number, body: CheckedBody) => check('OUT', workerId, body),

    /** Staff read any order's checks; a worker only their own order's (another's answers 404). */
    async ofOrder(user: AuthUser, id: number): Promise<OrderChecks> {
      const order = await findOrder(db, id)
      if (!order || (user.kind === 'worker' && order.executorId !== user.id))
        throw new NotFound(messages.notYours)
      return summary(db, order, clock())
    },

    /** Staff count the time from the shift's end to a later check-out: the checked minutes run to the check-out. */
    async countOvertime(employeeId: number, id: number): Promise<OrderChecks> {
      const now = clock()
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id)
        if (!order) throw new NotFound(messages.notYours)
        const checkOut = (await repository.findChecks(tx, id)).find((check) => check.kind === 'OUT')
        if (!checkOut) throw new Conflict(messages.noCheckOut)
        if (checkOut.overtimeCountedAt === null) {
          await repository.countOvertime(tx, id, now)
          await recordJournal(tx, {
            at: now,
            actorKind: 'employee',
            actorId: employeeId,
            action: 'order.countOvertime',
            entity: 'order',
            entityId: id,
            details: { checkOut: checkOut.at.toISOString() },
          })
        }
        return summary(tx, order, now)
      })
    },

    async possibleNoShows() {
      const rows = await findPossibleNoShows(db, clock())
      return { ids: rows.map((row) => row.id) }
    },
  }
}

function view(check: repository.OrderCheckRow) {
  return {
    at: check.at.toISOString(),
    receivedAt: check.receivedAt.toISOString(),
    verification: check.verification,
    distanceMeters: check.distanceMeters,
  }
}
