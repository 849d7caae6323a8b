import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import type { Clock } from './kernel/clock.ts'
import type { WorkerDeletionService } from './features/people/worker-deletion.service.ts'
import { platformRulesRoutes } from './features/platform-rules/platform-rules.routes.ts'
import { createPlatformRulesService } from './features/platform-rules/platform-rules.service.ts'
import { restrictionRoutes } from './features/restrictions/restrictions.routes.ts'
import { createRestrictionsService } from './features/restrictions/restrictions.service.ts'

/**
 * The platform-economy law's part of the app (issue 45): the rules and the consent people accept, the record
 * of every restriction. Wired here beside app.ts, which hands in what they need of other features.
 */
export async function registerFairPlatform(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; deletion: WorkerDeletionService },
): Promise<void> {
  const { db, clock } = deps
  await app.register(restrictionRoutes({ restrictions: createRestrictionsService({ db, clock }) }))
  const rules = createPlatformRulesService({ db, clock, deleteOwnAccount: deps.deletion.removeOwn })
  await app.register(platformRulesRoutes({ rules }))
}
