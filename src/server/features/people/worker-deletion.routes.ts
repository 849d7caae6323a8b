import type { FastifyPluginAsync } from 'fastify'
import { peopleEndpoints as calls } from '#contract/people/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { WorkerDeletionService } from './worker-deletion.service.ts'

/** Deleting a worker erases personal data for good, so it is an admin's call (docs/decisions/021-spec-rows.md). */
export function workerDeletionRoutes(deps: { deletion: WorkerDeletionService }): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.remove, ({ user, body }) => deps.deletion.remove(user.id, body.id))
  }
}
