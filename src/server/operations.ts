import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { productVersion } from '#contract/common/version.ts'
import type { DatabaseHandle } from './db/client.ts'
import type { Env } from './env.ts'
import type { Clock } from './kernel/clock.ts'
import type { StorageHealth } from './ports/storage/watched-storage.ts'
import { createBacklogService } from './features/system/backlog.service.ts'
import { metricsRoutes } from './features/system/metrics.routes.ts'
import { createReadiness } from './features/system/readiness.ts'
import { healthRoutes } from './features/system/system.routes.ts'

/** What operators and their load balancers ask: health, readiness and the metrics (decision 034). */
export async function registerOperations(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; storage: StorageHealth; metrics: Registry; env: Env; clock: Clock },
): Promise<void> {
  const { database, clock } = deps
  const db = database.db
  await app.register(
    healthRoutes({
      version: productVersion,
      database: database.kind,
      readiness: createReadiness({ db }),
    }),
  )
  await app.register(
    metricsRoutes({
      registry: deps.metrics,
      backlog: createBacklogService({ db, clock, pool: database.pool }),
      storage: deps.storage,
      token: deps.env.METRICS_TOKEN,
    }),
  )
}
