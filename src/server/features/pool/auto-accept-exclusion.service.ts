import { poolMessages } from '#contract/pool/messages.ts'
import type { ExclusionBody, ShopWorker } from '#contract/pool/pool.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import {
  excludedFromAutoAccept,
  liftRestriction,
  recordRestriction,
} from '../../shared/restrictions/restrictions.repository.ts'
import { blockEnd } from './block-days.ts'
import type { PoolService } from './pool.service.ts'
import * as repository from './pool.repository.ts'

export type ExclusionService = ReturnType<typeof createExclusionService>

/**
 * Staff take a worker out of the shop's auto-accept (decision 114): a restriction with its record and nothing
 * else, which the shop's rule reads; the worker still sees and answers the shop's orders, and staff choose.
 */
export function createExclusionService(deps: { db: Database; clock: Clock; pool: PoolService }) {
  const { db, clock } = deps

  async function shopAndWorker(tx: Executor, shopId: number, workerId: number) {
    const shop = await repository.findShop(tx, shopId)
    if (!shop) throw new NotFound(poolMessages.shopNotFound)
    const worker = await repository.findWorker(tx, workerId)
    if (!worker || worker.state === 'DELETED_SELF_EMPLOYED') throw new NotFound(poolMessages.workerNotFound)
    return shop
  }

  const journal = (
    tx: Executor,
    employeeId: number,
    action: string,
    body: ExclusionBody | { shopId: number; selfEmployedId: number },
    now: Date,
  ) =>
    recordJournal(tx, {
      at: now,
      actorKind: 'employee',
      actorId: employeeId,
      action,
      entity: 'shop',
      entityId: body.shopId,
      details: {
        selfEmployedId: body.selfEmployedId,
        ...('reasonCode' in body ? { reasonCode: body.reasonCode, reason: body.reason } : {}),
      },
    })

  return {
    /** A second exclusion renews the first: its record is closed and the new one holds. */
    async exclude(employeeId: number, body: ExclusionBody): Promise<ShopWorker[]> {
      await db.transaction(async (tx) => {
        const shop = await shopAndWorker(tx, body.shopId, body.selfEmployedId)
        const now = clock()
        const until = body.until ? blockEnd(body.until, shop.utcOffset) : null
        if (until && until <= now)
          throw new BadInput(poolMessages.exclusionUntilInPast, { until: poolMessages.exclusionUntilInPast })
        await recordRestriction(tx, {
          workerId: body.selfEmployedId,
          kind: 'auto-accept-exclusion',
          shopId: body.shopId,
          reasonCode: body.reasonCode,
          reason: body.reason,
          startsAt: now,
          endsAt: until,
          createdBy: employeeId,
        })
        await journal(tx, employeeId, 'worker-excluded-from-auto-accept', body, now)
      })
      return deps.pool.list(body.shopId)
    },

    /** By staff's hand or by a reversed appeal (decision 097): the record is closed, the rule reads the worker again. */
    async include(employeeId: number, shopId: number, workerId: number): Promise<ShopWorker[]> {
      await db.transaction(async (tx) => {
        await shopAndWorker(tx, shopId, workerId)
        const now = clock()
        if (!(await excludedFromAutoAccept(tx, shopId, workerId, now)))
          throw new Conflict(poolMessages.notExcluded)
        await liftRestriction(tx, { workerId, kind: 'auto-accept-exclusion', shopId }, now, employeeId)
        await journal(
          tx,
          employeeId,
          'worker-included-in-auto-accept',
          { shopId, selfEmployedId: workerId },
          now,
        )
      })
      return deps.pool.list(shopId)
    },
  }
}
