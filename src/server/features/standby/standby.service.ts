import { toKopecks } from '#contract/common/money.ts'
import { npdMessages } from '#contract/npd/npd.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import { offerRequiredMessage } from '#contract/orders/response.ts'
import { limitExceededMessage } from '#contract/orders/sums.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import {
  standbyLimits,
  standbyMessages as messages,
  type CreateStandby,
  type StandbyFilter,
  type StandbyOrder,
  type StandbySlot,
} from '#contract/standby/standby.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { refuseDuringPause } from '../../shared/limiter/limiter.ts'
import { formerEmployerBar } from '../../shared/former-employment/former-employment.repository.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { shopRuleTakes } from '../../shared/order-core/auto-accept.ts'
import { hasAcceptedOffer } from '../../shared/order-core/responses.repository.ts'
import { acceptedRulesInForce } from '../../shared/platform-documents/documents.repository.ts'
import * as repository from './standby.repository.ts'
import { slotView, toSlot } from './standby-view.ts'

export type StandbyService = ReturnType<typeof createStandbyService>

const dayMs = 86_400_000
const minuteMs = 60_000
/** A list shows at most this many slots: a shop posts a few a day. */
const listLimit = 200

/** Why a slot that is not OPEN cannot be taken, cancelled or called, by its state. */
const notOpen = (state: string) =>
  state === 'TAKEN' || state === 'CALLED' || state === 'PAID_MINIMUM' ? messages.taken : messages.notOpen

/**
 * «Дежурство» (issue 49 item 3, decision 109): staff post a slot, the first worker the shop's rules let take it
 * takes it, and staff call them into an order (standby-call.ts) or the window's end pays the minimum
 * (standby-end.ts). The slot's row lock orders racing takes, calls and the end; each changes only the state read.
 */
export function createStandbyService(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock } = deps

  /** Every rule a response to an order of the shop must pass, for the worker taking the slot (as replacement take). */
  async function refuseUnlessMayTake(
    tx: Executor,
    slot: repository.SlotRow,
    offerFileId: string | null,
    workerId: number,
    now: Date,
  ) {
    if (offerFileId && !(await hasAcceptedOffer(tx, workerId, offerFileId)))
      throw new Conflict(offerRequiredMessage)
    if (!(await acceptedRulesInForce(tx, workerId, businessDate(now))))
      throw new Conflict(platformRulesMessages.acceptRulesFirst)
    // Taking is one tap without staff: a shop that accepts responses by a rule lets only those it accepts take.
    if ((await shopRuleTakes(tx, slot.shopId, workerId, now)) === false)
      throw new Conflict(messages.notByRule)
    const npd = await deps.npd.stored(tx, workerId)
    if (npd?.registered === false) throw new Conflict(npdMessages.notRegisteredForAssignment(npd.requestDate))
    await refuseDuringPause(tx, workerId, slot.dateFrom, now)
    const barred = await formerEmployerBar(tx, workerId, now)
    if (barred) throw new Conflict(formerEmployeeMessages.assignment(barred))
  }

  return {
    async create(employeeId: number, body: CreateStandby): Promise<StandbySlot> {
      const now = clock()
      const from = Date.parse(body.dateFrom)
      // Times are typed to the minute: a slot starting in the current minute has not started yet.
      if (from < Math.floor(now.getTime() / minuteMs) * minuteMs)
        throw new BadInput(messages.startsInPast, { dateFrom: messages.startsInPast })
      if (from > now.getTime() + standbyLimits.daysAhead * dayMs)
        throw new BadInput(messages.tooFar, { dateFrom: messages.tooFar })
      return db.transaction(async (tx) => {
        const shop = await repository.shopOffering(tx, body.shopId, body.serviceId)
        if (!shop) throw new BadInput(messages.shopNotFound, { shopId: messages.shopNotFound })
        if (!shop.offered) throw new BadInput(messages.notOffered, { serviceId: messages.notOffered })
        const { maxPaymentSum } = await readSettings(tx)
        if (toKopecks(body.minimum) > toKopecks(maxPaymentSum)) {
          const message = limitExceededMessage(maxPaymentSum)
          throw new BadInput(message, { minimum: message })
        }
        const slot = await repository.insertSlot(tx, {
          shopId: body.shopId,
          serviceId: body.serviceId,
          dateFrom: new Date(body.dateFrom),
          dateTo: new Date(body.dateTo),
          minimum: body.minimum,
          createdBy: employeeId,
          createdAt: now,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'standby.created',
          entity: 'standby',
          entityId: slot.id,
          details: { shopId: slot.shopId, serviceId: slot.serviceId, minimum: slot.minimum },
        })
        return slotView(tx, slot.id)
      })
    },

    async take(workerId: number, id: number): Promise<StandbySlot> {
      // The tax service is asked before the lock, as for any assignment (decision 029).
      await deps.npd.refresh(workerId, { kind: 'system' }, 'assignment')
      return db.transaction(async (tx) => {
        const found = await repository.lockSlotInWorkerCity(tx, id, workerId)
        const now = clock()
        if (!found || (await repository.isBlockedAtShop(tx, found.slot.shopId, workerId, now)))
          throw new NotFound(messages.notFound)
        const { slot, offerFileId } = found
        if (slot.state !== 'OPEN') throw new Conflict(notOpen(slot.state))
        if (slot.dateFrom.getTime() <= now.getTime()) throw new Conflict(messages.started)
        await refuseUnlessMayTake(tx, slot, offerFileId, workerId, now)
        // The worker's row orders their own takes: two overlapping slots taken at once are checked in turn.
        await repository.lockWorker(tx, workerId)
        if (await repository.workerBusy(tx, workerId, slot.dateFrom, slot.dateTo))
          throw new Conflict(messages.busy)
        const taken = await repository.updateSlotInState(tx, id, 'OPEN', {
          state: 'TAKEN',
          workerId,
          takenAt: now,
        })
        if (!taken) throw new Conflict(messages.taken)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'standby.taken',
          entity: 'standby',
          entityId: id,
        })
        return slotView(tx, id)
      })
    },

    /** Only a slot nobody took: a taken one is the worker's guaranteed minimum. */
    async cancel(employeeId: number, id: number): Promise<StandbySlot> {
      return db.transaction(async (tx) => {
        const slot = await repository.lockSlot(tx, id)
        if (!slot) throw new NotFound(messages.notFound)
        if (slot.state === 'TAKEN') throw new Conflict(messages.cancelTaken)
        const now = clock()
        if (
          slot.state !== 'OPEN' ||
          !(await repository.updateSlotInState(tx, id, 'OPEN', { state: 'CANCELED', endedAt: now }))
        )
          throw new Conflict(messages.notOpen)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'standby.canceled',
          entity: 'standby',
          entityId: id,
        })
        return slotView(tx, id)
      })
    },

    /** Staff: by the filters. A worker: their taken slots (`mine`), or the open ones they may take. */
    async filter(user: AuthUser, filter: StandbyFilter): Promise<StandbySlot[]> {
      const now = clock()
      const rows =
        user.kind === 'employee'
          ? await repository.staffSlots(
              db,
              { ...filter, dateFrom: filter.dateFrom ?? (filter.dateTo ? undefined : businessDate(now)) },
              listLimit,
            )
          : filter.mine
            ? await repository.takenSlotsOf(db, user.id, listLimit)
            : // Only a confirmed worker may take one; the others are shown none.
              user.roles.includes('SELF_EMPLOYED')
              ? await repository.availableSlots(db, user.id, now, listLimit)
              : []
      return rows.map(toSlot)
    },

    /** The orders a taken slot's worker may be called into now. */
    async orders(id: number): Promise<StandbyOrder[]> {
      const slot = await repository.findSlot(db, id)
      if (!slot) throw new NotFound(messages.notFound)
      if (slot.state !== 'TAKEN') return []
      const rows = await repository.callableOrders(db, slot, clock())
      return rows.map((row) => ({
        ...row,
        dateTime: row.dateTime.toISOString(),
        dateTo: row.dateTo.toISOString(),
      }))
    },
  }
}
