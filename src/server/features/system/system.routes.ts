import type { FastifyPluginAsync } from 'fastify'
import { systemEndpoints as calls } from '#contract/system/endpoints.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { Readiness } from './readiness.ts'

/** For the load balancer: alive (the process answers) and ready (it can serve: database, migrations, files). */
export function healthRoutes(deps: {
  version: string
  database: 'pglite' | 'postgres'
  readiness: () => Promise<Readiness>
}): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.health, () => ({
      status: 'ok' as const,
      version: deps.version,
      database: deps.database,
    }))

    await serve(
      app,
      calls.ready,
      async (_input, _request, reply) => {
        const { ready, reason, checks } = await deps.readiness()
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'not-ready', ...(reason ? { reason } : {}), checks })
      },
      { limit: requestLimits.readinessPerAddress },
    )
  }
}
