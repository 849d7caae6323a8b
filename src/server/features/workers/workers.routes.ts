import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { notFoundMessage } from '#contract/common/errors.ts'
import { workerProfileSchema } from '#contract/workers/profile.ts'
import { workerMeSchema, workerSchema, type WorkerMe } from '#contract/workers/worker.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../http/access.ts'
import { NotFound } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { ProfileService } from './profile.service.ts'
import { findWorker } from './workers.repository.ts'

/** Worker states that may use the worker's own calls; a deleted worker cannot sign in at all. */
export const signedInWorker = [
  'SELF_EMPLOYED',
  'NOT_CONFIRMED_SELF_EMPLOYED',
  'BLOCKED_SELF_EMPLOYED',
] as const

export function workerRoutes(deps: { db: Database; profiles: ProfileService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/self-employed/me',
      {
        config: { access: signedInWorker },
        schema: {
          tags: ['Исполнители'],
          summary: 'Текущий исполнитель',
          response: { 200: workerMeSchema, ...errorResponses },
        },
      },
      async (request): Promise<WorkerMe> => {
        const user = requireUser(request)
        const worker = await findWorker(deps.db, user.id)
        if (!worker) throw new NotFound(notFoundMessage)
        return {
          id: worker.id,
          roles: user.roles,
          city: worker.city,
          isSelfEmployed: true,
          phone: worker.phone,
          fullName: [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' '),
          worker,
        }
      },
    )
    app.post(
      '/api/self-employed/update-profile',
      {
        config: { access: ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED'] },
        schema: {
          tags: ['Исполнители'],
          summary: 'Исполнитель меняет свой профиль',
          body: workerProfileSchema,
          response: { 200: workerSchema, ...errorResponses },
        },
      },
      (request) => deps.profiles.updateOwn(requireUser(request).id, request.body),
    )
  }
}
