import { shopMarkEditableHours } from '#contract/pool/messages.ts'
import type { AutoAcceptRule, BlockBody, ShopRatings, ShopWorker, WorkerShop } from '#contract/pool/pool.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import type { RateShop } from '#contract/pool/pool.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import { withdrawResponse } from '../../shared/order-core/response-withdrawal.ts'
import { findAutoAcceptRule } from '../../shared/order-core/shop-pool.repository.ts'
import { blockEnd, blockView } from './block-days.ts'
import { liftRestriction, recordRestriction } from '../../shared/restrictions/restrictions.repository.ts'
import * as repository from './pool.repository.ts'

export type PoolService = ReturnType<typeof createPoolService>

type Row = Awaited<ReturnType<typeof repository.workersOfShop>>[number]

/** A shop's trusted pool (favourites, blocks, the auto-accept rule) and the workers' marks of shops. */
export function createPoolService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  const standing = (row: Omit<Row, 'selfEmployedId' | 'fullName' | 'state'>, now: Date) => ({
    favourite: row.favourite,
    block: blockView(row, now),
    excludedFromAutoAccept: row.excluded,
    shiftsDone: row.shiftsDone,
    averageMark: row.averageMark == null ? null : Number(row.averageMark),
  })

  async function shopOrNotFound(executor: Executor, shopId: number) {
    const shop = await repository.findShop(executor, shopId)
    if (!shop) throw new NotFound(poolMessages.shopNotFound)
    return shop
  }

  async function list(executor: Executor, shopId: number): Promise<ShopWorker[]> {
    await shopOrNotFound(executor, shopId)
    const now = clock()
    return (await repository.workersOfShop(executor, shopId, now)).map((row) => ({
      selfEmployedId: row.selfEmployedId,
      fullName: row.fullName,
      state: row.state,
      ...standing(row, now),
    }))
  }

  /**
   * One change of a worker's standing, in one transaction with its journal record: `decide` reads the locked
   * standing and the worker, refuses or answers the change. Answers the shop's list as it is now.
   */
  async function change(
    employeeId: number,
    shopId: number,
    workerId: number,
    action: string,
    decide: (
      current: Awaited<ReturnType<typeof repository.lockStanding>>,
      worker: { state: string },
      shop: { utcOffset: number },
    ) => repository.StandingChange,
    /** What else the change does in its transaction; answers what the journal adds of it. */
    andThen?: (tx: Executor, now: Date) => Promise<Record<string, unknown>>,
  ): Promise<ShopWorker[]> {
    return db.transaction(async (tx) => {
      const shop = await shopOrNotFound(tx, shopId)
      const worker = await repository.findWorker(tx, workerId)
      if (!worker || worker.state === 'DELETED_SELF_EMPLOYED') throw new NotFound(poolMessages.workerNotFound)
      const current = await repository.lockStanding(tx, shopId, workerId)
      const changed = decide(current, worker, shop)
      const now = clock()
      await repository.saveStanding(tx, shopId, workerId, {
        ...changed,
        changedBy: employeeId,
        updatedAt: now,
      })
      const done = andThen ? await andThen(tx, now) : {}
      await recordJournal(tx, {
        at: now,
        actorKind: 'employee',
        actorId: employeeId,
        action,
        entity: 'shop',
        entityId: shopId,
        details: {
          selfEmployedId: workerId,
          ...(changed.blockReason ? { reason: changed.blockReason } : {}),
          ...done,
        },
      })
      return list(tx, shopId)
    })
  }

  const activeBlock = (current: Awaited<ReturnType<typeof repository.lockStanding>>) =>
    Boolean(current?.blockReason && (!current.blockedUntil || current.blockedUntil > clock()))

  const noBlock = { blockReason: null, blockedFrom: null, blockedUntil: null }

  /**
   * A block withdraws the worker's responses to the shop's orders still choosing an executor, as their own
   * withdrawal would, so neither staff nor the auto-accept rule can pick them (decision 036). Orders the worker
   * already executes stay theirs.
   */
  async function withdrawResponsesAtShop(
    tx: Executor,
    employeeId: number,
    shopId: number,
    workerId: number,
    now: Date,
  ) {
    const withdrawnFromOrders: number[] = []
    for (const orderId of await repository.pendingResponsesAtShop(tx, shopId, workerId)) {
      const order = await lockOrder(tx, orderId)
      if (!order || !(repository.choosingStatuses as readonly string[]).includes(order.status)) continue
      await withdrawResponse(
        tx,
        order,
        workerId,
        { kind: 'employee', id: employeeId, note: poolMessages.blockWithdrewResponse },
        now,
      )
      withdrawnFromOrders.push(orderId)
    }
    return withdrawnFromOrders.length ? { withdrawnFromOrders } : {}
  }

  return {
    list: (shopId: number) => list(db, shopId),

    favourite: (employeeId: number, shopId: number, workerId: number) =>
      change(employeeId, shopId, workerId, 'favourite-added', (current, worker) => {
        if (worker.state !== 'SELF_EMPLOYED') throw new Conflict(poolMessages.favouriteNotConfirmed)
        if (activeBlock(current)) throw new Conflict(poolMessages.favouriteBlocked)
        return { favourite: true, ...noBlock }
      }),

    unfavourite: (employeeId: number, shopId: number, workerId: number) =>
      change(employeeId, shopId, workerId, 'favourite-removed', () => ({ favourite: false })),

    /** A block takes the worker out of the shop's favourites: one cannot be both. */
    block: (employeeId: number, body: BlockBody) =>
      change(
        employeeId,
        body.shopId,
        body.selfEmployedId,
        'worker-blocked',
        (_current, _worker, shop) => {
          const now = clock()
          const until = body.until ? blockEnd(body.until, shop.utcOffset) : null
          if (until && until <= now)
            throw new BadInput(poolMessages.untilInPast, { until: poolMessages.untilInPast })
          return { favourite: false, blockReason: body.reason.trim(), blockedFrom: now, blockedUntil: until }
        },
        async (tx, now) => {
          const shop = await repository.findShop(tx, body.shopId)
          await recordRestriction(tx, {
            workerId: body.selfEmployedId,
            kind: 'shop-block',
            shopId: body.shopId,
            reasonCode: body.reasonCode,
            reason: body.reason.trim(),
            startsAt: now,
            endsAt: body.until && shop ? blockEnd(body.until, shop.utcOffset) : null,
            createdBy: employeeId,
          })
          const withdrawn = await withdrawResponsesAtShop(
            tx,
            employeeId,
            body.shopId,
            body.selfEmployedId,
            now,
          )
          return { reasonCode: body.reasonCode, ...withdrawn }
        },
      ),

    unblock: (employeeId: number, shopId: number, workerId: number) =>
      change(
        employeeId,
        shopId,
        workerId,
        'worker-unblocked',
        () => noBlock,
        async (tx, now) => {
          await liftRestriction(tx, { workerId, kind: 'shop-block', shopId }, now, employeeId)
          return {}
        },
      ),

    async ofWorker(workerId: number): Promise<WorkerShop[]> {
      const worker = await repository.findWorker(db, workerId)
      if (!worker) throw new NotFound(poolMessages.workerNotFound)
      const now = clock()
      return (await repository.shopsOfWorker(db, workerId, now)).map(({ shop, ...row }) => ({
        shop,
        ...standing(row, now),
      }))
    },

    async autoAcceptRule(shopId: number): Promise<AutoAcceptRule> {
      await shopOrNotFound(db, shopId)
      const rule = await findAutoAcceptRule(db, shopId)
      return {
        shopId,
        favourites: rule?.favourites ?? false,
        minShifts: rule?.minShifts ?? null,
        minAverageMark: rule?.minAverageMark == null ? null : Number(rule.minAverageMark),
      }
    },

    async updateAutoAcceptRule(employeeId: number, rule: AutoAcceptRule): Promise<AutoAcceptRule> {
      return db.transaction(async (tx) => {
        await shopOrNotFound(tx, rule.shopId)
        const now = clock()
        const saved = await repository.saveAutoAcceptRule(tx, {
          shopId: rule.shopId,
          favourites: rule.favourites,
          minShifts: rule.minShifts,
          minAverageMark: rule.minAverageMark == null ? null : rule.minAverageMark.toFixed(1),
          changedBy: employeeId,
          updatedAt: now,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'auto-accept-updated',
          entity: 'shop',
          entityId: rule.shopId,
          details: {
            favourites: rule.favourites,
            minShifts: rule.minShifts,
            minAverageMark: rule.minAverageMark,
          },
        })
        return {
          shopId: saved.shopId,
          favourites: saved.favourites,
          minShifts: saved.minShifts,
          minAverageMark: saved.minAverageMark == null ? null : Number(saved.minAverageMark),
        }
      })
    },

    /**
     * Once per order, by its executor, after they confirmed the act. The worker may change the mark for a day
     * after giving it (the same call again); after that it is final.
     */
    async rateShop(workerId: number, body: RateShop): Promise<void> {
      const order = await repository.findExecutedOrder(db, body.id, workerId)
      if (!order) throw new NotFound(poolMessages.orderNotFound)
      if (order.status !== 'FINISHED' || order.resolution !== 'DONE_AND_PAID')
        throw new Conflict(poolMessages.actNotConfirmed)
      const now = clock()
      const saved = await repository.saveRating(
        db,
        {
          orderId: order.id,
          shopId: order.shopId,
          workerId,
          mark: body.mark,
          comment: body.comment?.trim() || null,
          createdAt: now,
        },
        new Date(now.getTime() - shopMarkEditableHours * 3600_000),
      )
      if (!saved) throw new Conflict(poolMessages.alreadyRated)
    },

    async ratings(shopId: number): Promise<ShopRatings> {
      await shopOrNotFound(db, shopId)
      const found = await repository.ratingsOfShop(db, shopId, 200)
      return {
        average: found.average == null ? null : Number(found.average),
        count: found.count,
        ratings: found.ratings.map((rating) => ({ ...rating, createdAt: rating.createdAt.toISOString() })),
      }
    },
  }
}
