import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import {
  blockDurationBody,
  confirmationDeadlineBody,
  maxPaymentBody,
  smsLimitBody,
} from '#contract/settings/requests.ts'
import type { SettingKey, Settings } from '#contract/settings/settings.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { countSmsSince } from '../auth/auth.repository.ts'
import { startOfBusinessDay } from '../auth/sms-codes.service.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import { readSettings, writeSetting } from './settings.repository.ts'

const tags = ['Общие настройки']
const admin = { access: ['ADMIN'] } as const

/** The administration's settings (spec section 7, Settings): read by staff, changed by admins. */
export function settingsRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  const { db, clock } = deps
  return async (app) => {
    const pair = <K extends SettingKey>(
      key: K,
      paths: { get: string; set: string },
      summary: string,
      body: z.ZodType<{ value: Settings[K] }>,
      readers: readonly ('EMPLOYEE' | 'ADMIN')[] = ['ADMIN'],
    ) => {
      const answer = z.object({ value: (body as unknown as z.ZodObject<{ value: z.ZodType }>).shape.value })
      app.get(
        paths.get,
        {
          config: { access: readers },
          schema: { tags, summary, response: { 200: answer, ...errorResponses } },
        },
        async () => ({
          value: (await readSettings(db))[key],
        }),
      )
      app.post(
        paths.set,
        { config: admin, schema: { tags, summary, body, response: { 200: answer, ...errorResponses } } },
        async (request) => {
          await db.transaction(async (tx) => {
            await writeSetting(tx, key, request.body.value)
            await recordJournal(tx, {
              at: clock(),
              actorKind: 'employee',
              actorId: requireUser(request).id,
              action: 'settings.changed',
              entity: 'settings',
              entityId: key,
              details: { value: request.body.value },
            })
          })
          return { value: request.body.value }
        },
      )
    }

    pair(
      'blockDurationDays',
      { get: '/api/block/get-duration', set: '/api/block/set-duration' },
      'Срок блокировки, дней',
      blockDurationBody,
    )
    pair(
      'confirmationDeadlineHours',
      { get: '/api/confirmation/get-deadline', set: '/api/confirmation/set-deadline' },
      'Срок подтверждения заказа исполнителем, часов',
      confirmationDeadlineBody,
    )
    pair(
      'maxPaymentSum',
      { get: '/api/settings/max-payment', set: '/api/settings/max-payment' },
      'Максимальная сумма выплаты, руб.',
      maxPaymentBody,
      ['EMPLOYEE'],
    )

    for (const [period, key] of [
      ['minutely', 'smsMinutelyLimit'],
      ['daily', 'smsDailyLimit'],
    ] as const) {
      const summary = period === 'minutely' ? 'Лимит СМС в минуту' : 'Лимит СМС в сутки'
      app.get(
        `/api/sms-counter/${period}/get-limit`,
        { config: admin, schema: { tags, summary, response: { 200: smsLimitBody, ...errorResponses } } },
        async () => ({
          limit: (await readSettings(db))[key],
        }),
      )
      app.post(
        `/api/sms-counter/${period}/set-limit`,
        {
          config: admin,
          schema: { tags, summary, body: smsLimitBody, response: { 200: smsLimitBody, ...errorResponses } },
        },
        async (request) => {
          await db.transaction(async (tx) => {
            await writeSetting(tx, key, request.body.limit)
            await recordJournal(tx, {
              at: clock(),
              actorKind: 'employee',
              actorId: requireUser(request).id,
              action: 'settings.changed',
              entity: 'settings',
              entityId: key,
              details: { value: request.body.limit },
            })
          })
          return { limit: request.body.limit }
        },
      )
    }
    app.get(
      '/api/sms-counter/daily/get-value',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Отправлено СМС сегодня',
          response: { 200: z.object({ value: z.number().int() }), ...errorResponses },
        },
      },
      async () => ({ value: await countSmsSince(db, startOfBusinessDay(clock())) }),
    )
  }
}
