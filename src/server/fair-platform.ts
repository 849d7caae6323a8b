import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import type { Clock } from './kernel/clock.ts'
import type { WorkerDeletionService } from './features/people/worker-deletion.service.ts'
import type { PeopleService } from './features/people/people.service.ts'
import { createExclusionService } from './features/pool/auto-accept-exclusion.service.ts'
import { createPoolService } from './features/pool/pool.service.ts'
import { appealRoutes } from './features/appeals/appeals.routes.ts'
import { createAppealsService, type LiftRestriction } from './features/appeals/appeals.service.ts'
import { formerEmployeeRoutes } from './features/former-employees/former-employees.routes.ts'
import { createFormerEmployeesService } from './features/former-employees/former-employees.service.ts'
import { platformRulesRoutes } from './features/platform-rules/platform-rules.routes.ts'
import { createPlatformRulesService } from './features/platform-rules/platform-rules.service.ts'
import type { FilesService } from './shared/files/files.service.ts'
import { liftLimiterPause } from './shared/limiter/limiter.ts'
import { inspectorExportRoutes } from './features/inspector-export/inspector-export.routes.ts'
import { createInspectorExportService } from './features/inspector-export/inspector-export.service.ts'
import { ratingRoutes } from './features/rating/rating.routes.ts'
import { createRatingService } from './features/rating/rating.service.ts'
import { restrictionRoutes } from './features/restrictions/restrictions.routes.ts'
import { createRestrictionsService } from './features/restrictions/restrictions.service.ts'

/**
 * The platform-economy law's part of the app (issue 45): the rules and the consent people accept, the record
 * of every restriction and the appeals against them, the limiter's pause among them, the former-employer check,
 * the published rating formula and the inspector's export.
 * Wired here beside app.ts, which hands in what they need of other features.
 */
export async function registerFairPlatform(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    deletion: WorkerDeletionService
    people: PeopleService
    files: FilesService
  },
): Promise<void> {
  const { db, clock, files } = deps
  await app.register(restrictionRoutes({ restrictions: createRestrictionsService({ db, clock, files }) }))
  const pool = createPoolService({ db, clock })
  const exclusions = createExclusionService({ db, clock, pool })
  // A reversed appeal lifts the restriction with staff's own call of its kind (decisions 097, 114); the limiter's
  // pause, which no one made by hand, is lifted alone (decision 101).
  const lift: LiftRestriction = (employeeId, restriction) => {
    switch (restriction.kind) {
      case 'limiter-pause':
        return db.transaction((tx) =>
          liftLimiterPause(tx, restriction.id, restriction.workerId, employeeId, clock()),
        )
      case 'platform-block':
        return deps.people.unblock(employeeId, restriction.workerId)
      case 'auto-accept-exclusion':
        return exclusions.include(employeeId, restriction.shopId!, restriction.workerId)
      case 'shop-block':
        return pool.unblock(employeeId, restriction.shopId!, restriction.workerId)
    }
  }
  await app.register(appealRoutes({ appeals: createAppealsService({ db, clock, lift, files }) }))
  const rules = createPlatformRulesService({ db, clock, deleteOwnAccount: deps.deletion.removeOwn })
  await app.register(platformRulesRoutes({ rules }))
  await app.register(formerEmployeeRoutes({ formerEmployees: createFormerEmployeesService({ db, clock }) }))
  await app.register(ratingRoutes({ rating: createRatingService({ db }) }))
  await app.register(inspectorExportRoutes({ inspectorExport: createInspectorExportService({ db, clock }) }))
}
