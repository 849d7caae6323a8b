import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import type { Readiness } from './readiness.ts'

const checkSchema = z.enum(['ok', 'failed'])

/** For the load balancer: alive (the process answers) and ready (it can serve: database, migrations, files). */
export function healthRoutes(deps: {
  version: string
  database: 'pglite' | 'postgres'
  readiness: () => Promise<Readiness>
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Система'],
          summary: 'Сервер работает',
          response: { 200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }) },
        },
      },
      () => ({ status: 'ok' as const, version: deps.version, database: deps.database }),
    )

    const readinessSchema = z.object({
      status: z.enum(['ready', 'not-ready']),
      reason: z.string().optional(),
      checks: z.object({ database: checkSchema, migrations: checkSchema, storage: checkSchema }),
    })
    app.get(
      '/api/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Система'],
          summary: 'Сервер готов принимать запросы: база доступна и обновлена, хранилище файлов доступно',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const { ready, reason, checks } = await deps.readiness()
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'not-ready', ...(reason ? { reason } : {}), checks })
      },
    )
  }
}
