import { reasonTitle, restrictionReasons } from '#contract/restrictions/reasons.ts'
import type { Restriction, RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { applyLimiter } from '../../shared/limiter/limiter.ts'
import { restrictionsInForce } from '../../shared/restrictions/restrictions.repository.ts'

export type RestrictionsService = ReturnType<typeof createRestrictionsService>

/** The records of restrictions (decision 096): the published reasons, a worker's own, staff's view of one. */
export function createRestrictionsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  /** The limiter's pause due by now is made first, so the worker reads it without anyone assigning them. */
  async function inForce(workerId: number): Promise<Restriction[]> {
    await db.transaction((tx) => applyLimiter(tx, [workerId], clock()))
    return (await restrictionsInForce(db, workerId, clock())).map((row) => ({
      id: row.id,
      kind: row.kind as RestrictionKind,
      shopName: row.shopName,
      reasonCode: row.reasonCode,
      reasonTitle: reasonTitle(row.reasonCode),
      reason: row.reason,
      from: row.startsAt.toISOString(),
      until: row.endsAt?.toISOString() ?? null,
      by: row.by,
      rulesVersion: row.rulesVersion,
    }))
  }

  return {
    reasons: () => restrictionReasons.map(({ code, title }) => ({ code, title })),
    /** Only the caller's own: the id comes from the session, never from the request. */
    mine: (workerId: number) => inForce(workerId),
    ofWorker: (workerId: number) => inForce(workerId),
  }
}
