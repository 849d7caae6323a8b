import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import {
  countSchema,
  navigationCountsSchema,
  saveOpeningSchema,
  sectionSchema,
} from '#contract/navigation/navigation.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { signedInWorker } from '../workers/workers.routes.ts'
import type { NavigationService } from './navigation.service.ts'

const tags = ['Навигация']
const config = { access: signedInWorker }

export function navigationRoutes(deps: { navigation: NavigationService }): FastifyPluginAsyncZod {
  const { navigation } = deps
  return async (app) => {
    app.post(
      '/api/section/save-opening',
      {
        config,
        schema: {
          tags,
          summary: 'Раздел открыт',
          body: saveOpeningSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await navigation.saveOpening(requireUser(request).id, request.body.section)
        return reply.code(204).send(null)
      },
    )
    app.post(
      '/api/order/count-created-after-last-opening',
      {
        config,
        schema: {
          tags,
          summary: 'Новые доступные заказы с последнего открытия раздела',
          body: z.object({ section: z.literal('SE_ORDERS', { error: 'Ожидается раздел SE_ORDERS' }) }),
          response: { 200: countSchema, ...errorResponses },
        },
      },
      async (request) => ({ totalElements: await navigation.newAvailableOrders(requireUser(request).id) }),
    )
    app.post(
      '/api/order/count-updated-after-last-opening',
      {
        config,
        schema: {
          tags,
          summary: 'Изменившиеся отклики с последнего открытия раздела',
          body: z.object({ section: sectionSchema.extract(['SE_ORDER_RESPONSES']) }),
          response: { 200: countSchema, ...errorResponses },
        },
      },
      async (request) => ({ totalElements: await navigation.updatedResponses(requireUser(request).id) }),
    )
    app.get(
      '/api/navigation/counts',
      {
        config,
        schema: {
          tags,
          summary: 'Все счётчики навигации исполнителя',
          response: { 200: navigationCountsSchema, ...errorResponses },
        },
      },
      (request) => navigation.counts(requireUser(request).id),
    )
  }
}
