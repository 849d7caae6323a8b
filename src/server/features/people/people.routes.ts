import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema } from '#contract/common/ids.ts'
import { pageQuerySchema, pageSchema } from '#contract/common/page.ts'
import {
  npdStatusSchema,
  peopleFiltersSchema,
  personRowSchema,
  staffProfileUpdateSchema,
} from '#contract/workers/people.ts'
import { workerSchema, type Worker } from '#contract/workers/worker.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { PeopleService } from './people.service.ts'

const tags = ['Исполнители для сотрудников']
const config = { access: ['EMPLOYEE'] } as const
const answersWorker = { 200: workerSchema, ...errorResponses }

export function peopleRoutes(deps: { people: PeopleService }): FastifyPluginAsyncZod {
  const { people } = deps
  return async (app) => {
    const byId = (url: string, summary: string, run: (employeeId: number, id: number) => Promise<Worker>) =>
      app.post(
        url,
        { config, schema: { tags, summary, body: idBodySchema, response: answersWorker } },
        (request) => run(requireUser(request).id, request.body.id),
      )

    app.post(
      '/api/self-employed/filter',
      {
        config,
        schema: {
          tags,
          summary: 'Новые люди и Люди, постранично',
          body: peopleFiltersSchema,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(personRowSchema), ...errorResponses },
        },
      },
      (request) => people.list(request.body, request.query),
    )
    byId('/api/self-employed/get-by-id', 'Профиль исполнителя', (_employee, id) => people.get(id))
    app.post(
      '/api/self-employed/update-profile-by-employee',
      {
        config,
        schema: {
          tags,
          summary: 'Сотрудник правит профиль подтверждённого исполнителя',
          body: staffProfileUpdateSchema,
          response: answersWorker,
        },
      },
      (request) => people.editConfirmed(requireUser(request).id, request.body),
    )
    app.post(
      '/api/self-employed/update-profile-by-not-confirmed-employee',
      {
        config,
        schema: {
          tags,
          summary: 'Сотрудник правит анкету неподтверждённого исполнителя',
          body: staffProfileUpdateSchema,
          response: answersWorker,
        },
      },
      (request) => people.editNotConfirmed(requireUser(request).id, request.body),
    )
    byId('/api/self-employed/not-confirmed/confirm', 'Подтвердить исполнителя', people.confirm)
    byId('/api/self-employed/block', 'Заблокировать исполнителя', people.block)
    byId('/api/self-employed/unblock', 'Разблокировать исполнителя', people.unblock)
    byId('/api/self-employed/send-to-bank', 'Отправить данные исполнителя в банк', people.sendToBank)
    app.post(
      '/api/self-employed/npd-check',
      {
        config,
        schema: {
          tags,
          summary: 'Проверить статус самозанятого по ИНН на сегодня',
          body: idBodySchema,
          response: { 200: npdStatusSchema, ...errorResponses },
        },
      },
      (request) => people.checkNpd(requireUser(request).id, request.body.id),
    )
    app.post(
      '/api/self-employed/registry/link-for-downloading',
      {
        // Every confirmed worker's full card, INN, SNILS and passport at once: for admins only (decision 016).
        config: { access: ['ADMIN'] },
        schema: {
          tags,
          summary: 'Реестр исполнителей для банка (.xlsx), ссылка на 5 минут',
          response: { 200: z.object({ url: z.string(), expiresAt: z.string() }), ...errorResponses },
        },
      },
      (request) => people.registryLink(requireUser(request).id),
    )
  }
}
