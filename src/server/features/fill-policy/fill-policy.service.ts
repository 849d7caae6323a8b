import type { FillPolicy } from '#contract/fill-policy/fill-policy.ts'
import type { z } from 'zod'
import type { fillPolicyChangeSchema } from '#contract/fill-policy/fill-policy.ts'
import { boostPolicyProblem } from '#contract/fill-policy/boosts.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockShop, readFillPolicy, saveFillPolicy } from '../../shared/order-core/fill-policy.repository.ts'

export type FillPolicyService = ReturnType<typeof createFillPolicyService>

const shopNotFound = 'Магазин не найден'

/** A shop's rules for keeping its shifts filled (issue 49): read by staff, changed setting by setting. */
export function createFillPolicyService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function policyOf(executor: Executor, shopId: number): Promise<FillPolicy> {
    return { shopId, ...(await readFillPolicy(executor, shopId)) }
  }

  return {
    async read(shopId: number): Promise<FillPolicy> {
      return db.transaction(async (tx) => {
        if (!(await lockShop(tx, shopId))) throw new NotFound(shopNotFound)
        return policyOf(tx, shopId)
      })
    },

    async update(employeeId: number, change: z.infer<typeof fillPolicyChangeSchema>): Promise<FillPolicy> {
      return db.transaction(async (tx) => {
        if (!(await lockShop(tx, change.shopId))) throw new NotFound(shopNotFound)
        const { shopId, ...sent } = change
        const values = { ...(await readFillPolicy(tx, shopId)), ...sent }
        const problem = boostPolicyProblem(values)
        if (problem) throw new BadInput(problem.message, { [problem.field]: problem.message })
        const now = clock()
        await saveFillPolicy(tx, shopId, values, employeeId, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'fill-policy.changed',
          entity: 'shop',
          entityId: shopId,
          details: values,
        })
        return policyOf(tx, shopId)
      })
    },
  }
}
