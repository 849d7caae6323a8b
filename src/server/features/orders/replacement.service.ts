import { npdMessages } from '#contract/npd/npd.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import type { Order } from '#contract/orders/order.ts'
import {
  replacementFavouritesMinutes,
  replacementMessages as messages,
} from '#contract/orders/replacement.ts'
import { offerRequiredMessage } from '#contract/orders/response.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { shopRuleTakes } from '../../shared/order-core/auto-accept.ts'
import { readFillPolicy } from '../../shared/order-core/fill-policy.repository.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import { updateOrderInStatus } from '../../shared/order-core/orders.repository.ts'
import * as releases from '../../shared/order-core/releases.repository.ts'
import { tellOfReplacement, unfillRelease } from '../../shared/order-core/replacement.ts'
import * as responses from '../../shared/order-core/responses.repository.ts'
import { closeSwapsOf } from '../../shared/order-core/swaps.repository.ts'
import { isOpenToWorker } from '../../shared/order-core/shop-pool.repository.ts'
import { acceptedRulesInForce } from '../../shared/platform-documents/documents.repository.ts'
import { lockedForExecutor, orderView as view } from './order-calls.ts'

const hour = 3600_000

export type ReplacementService = ReturnType<typeof createReplacementService>

/**
 * «Не смогу выйти» (issue 49, decision 103): the confirmed executor releases the order and stays its executor
 * while it is offered as «Срочная замена»; the first worker the shop's rules let take it becomes the executor,
 * confirmed by the tap itself. The order's row lock orders racing takes, and the release ends once.
 */
export function createReplacementService(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock } = deps

  return {
    async release(workerId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await lockedForExecutor(tx, id, workerId)
        if (order.status !== 'CONFIRMED') throw new Conflict(messages.onlyConfirmed)
        const now = clock()
        if (order.dateTime.getTime() <= now.getTime()) throw new Conflict(messages.started)
        if (await releases.openReleaseOf(tx, id)) throw new Conflict(messages.alreadyReleased)
        // A worker who cannot come swaps nothing: a swap waiting on this shift ends (decision 108).
        await closeSwapsOf(tx, id, now)
        const policy = await readFillPolicy(tx, order.shopId)
        const left = order.dateTime.getTime() - now.getTime()
        const late = left < policy.lateReleaseHours * hour
        const cutoffAt = new Date(order.dateTime.getTime() - policy.replacementCutoffHours * hour)
        const release = await releases.insertRelease(tx, {
          orderId: id,
          workerId,
          releasedAt: now,
          cutoffAt,
          late,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'order.released',
          entity: 'order',
          entityId: id,
          details: { late, cutoffAt: cutoffAt.toISOString() },
        })
        if (cutoffAt.getTime() <= now.getTime()) {
          await unfillRelease(tx, order, release, now)
          return view(tx, id)
        }
        // The shop's favourites get a head start, never past the cutoff; without favourites the city hears now.
        if (await releases.hasFavourites(tx, order.shopId)) {
          const until = Math.min(now.getTime() + replacementFavouritesMinutes * 60_000, cutoffAt.getTime())
          const opened = await updateOrderInStatus(tx, id, ['CONFIRMED'], {
            favouritesUntil: new Date(until),
          })
          await tellOfReplacement(tx, opened ?? order, true, now)
        } else {
          await tellOfReplacement(tx, order, false, now)
          await releases.markCityTold(tx, release.id, now)
        }
        return view(tx, id)
      })
    },

    async take(workerId: number, id: number): Promise<Order> {
      // The tax service is asked before the lock, as for any assignment (decision 029).
      await deps.npd.refresh(workerId, { kind: 'system' }, 'assignment')
      return db.transaction(async (tx) => {
        const found = await responses.lockOrderInWorkerCity(tx, id, workerId)
        const now = clock()
        if (!found || !(await isOpenToWorker(tx, id, workerId, now))) throw new NotFound('Заказ не найден')
        const { order, offerFileId } = found
        const release = await releases.openReleaseOf(tx, id)
        if (!release || order.status !== 'CONFIRMED' || !order.executorId) throw new Conflict(messages.gone)
        if (order.executorId === workerId) throw new Conflict(messages.ownShift)
        if (order.dateTime.getTime() <= now.getTime()) throw new Conflict(messages.started)
        if (offerFileId && !(await responses.hasAcceptedOffer(tx, workerId, offerFileId)))
          throw new Conflict(offerRequiredMessage)
        if (!(await acceptedRulesInForce(tx, workerId, businessDate(now))))
          throw new Conflict(platformRulesMessages.acceptRulesFirst)
        if ((await shopRuleTakes(tx, order.shopId, workerId, now)) === false)
          throw new Conflict(messages.notByRule)
        const npd = await deps.npd.stored(tx, workerId)
        if (npd?.registered === false)
          throw new Conflict(npdMessages.notRegisteredForAssignment(npd.requestDate))
        if (!(await releases.endRelease(tx, release.id, 'REPLACED', now, workerId)))
          throw new Conflict(messages.gone)
        const released = order.executorId
        await responses.deleteResponseOf(tx, id, released)
        await responses.insertResponse(tx, id, workerId, now)
        await releases.supersedeOpenChange(tx, id, now)
        await closeSwapsOf(tx, id, now)
        const taken = await updateOrderInStatus(tx, id, ['CONFIRMED'], {
          executorId: workerId,
          approvedAt: now,
          updatedAt: now,
        })
        if (!taken) throw new Conflict(messages.gone)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'order.replacement-taken',
          entity: 'order',
          entityId: id,
          details: { released, late: release.late },
        })
        const facts = await orderFacts(tx, id)
        if (facts)
          await enqueueNotification(
            tx,
            { kind: 'worker', id: released },
            pushMessages.replacementFound(facts.facts),
            now,
          )
        return view(tx, id)
      })
    },
  }
}
