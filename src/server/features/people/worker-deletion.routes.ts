import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { idBodySchema } from '#contract/common/ids.ts'
import { workerSchema } from '#contract/workers/worker.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { WorkerDeletionService } from './worker-deletion.service.ts'

/** Deleting a worker erases personal data for good, so it is an admin's call (docs/decisions/021-spec-rows.md). */
export function workerDeletionRoutes(deps: { deletion: WorkerDeletionService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/self-employed/delete',
      {
        config: { access: ['ADMIN'] },
        schema: {
          tags: ['Исполнители для сотрудников'],
          summary: 'Удалить исполнителя: вход закрыт, отклики отозваны, документы остаются',
          body: idBodySchema,
          response: { 200: workerSchema, ...errorResponses },
        },
      },
      (request) => deps.deletion.remove(requireUser(request).id, request.body.id),
    )
  }
}
