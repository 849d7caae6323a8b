import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'

export function healthRoutes(deps: {
  version: string
  database: 'pglite' | 'postgres'
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
  }
}
