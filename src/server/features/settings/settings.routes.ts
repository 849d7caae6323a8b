import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import {
  blockDurationBody,
  confirmationDeadlineBody,
  maxPaymentBody,
  smsDailyLimitBody,
  smsMinutelyLimitBody,
} from '#contract/settings/requests.ts'
import { settingLabels, type SettingKey, type Settings } from '#contract/settings/settings.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { countSmsSentSince } from '../auth/auth.repository.ts'
import { startOfBusinessDay } from '../auth/sms-codes.service.ts'
import type { SettingsService } from './settings.service.ts'

const tags = ['Общие настройки']
const admin = { access: ['ADMIN'] } as const

/** The administration's settings (spec section 7, Settings): read by staff, changed by admins. */
export function settingsRoutes(deps: {
  db: Database
  clock: Clock
  settings: SettingsService
}): FastifyPluginAsyncZod {
  const { db, clock, settings } = deps
  return async (app) => {
    /** A setting read and changed as `{ value }`, or as `{ limit }` for the SMS limits (spec section 7). */
    const pair = <K extends SettingKey>(
      key: K,
      field: 'value' | 'limit',
      paths: { get: string; set: string },
      body: z.ZodType<Record<string, unknown>>,
      readers: readonly ('EMPLOYEE' | 'ADMIN')[] = ['ADMIN'],
    ) => {
      const summary = settingLabels[key]
      app.get(
        paths.get,
        {
          config: { access: readers },
          schema: { tags, summary, response: { 200: body, ...errorResponses } },
        },
        async () => ({ [field]: (await settings.read())[key] }),
      )
      app.post(
        paths.set,
        { config: admin, schema: { tags, summary, body, response: { 200: body, ...errorResponses } } },
        async (request) => {
          const value = request.body[field] as Settings[K]
          return { [field]: await settings.change(requireUser(request).id, key, value) }
        },
      )
    }

    pair(
      'blockDurationDays',
      'value',
      { get: '/api/block/get-duration', set: '/api/block/set-duration' },
      blockDurationBody,
    )
    pair(
      'confirmationDeadlineHours',
      'value',
      { get: '/api/confirmation/get-deadline', set: '/api/confirmation/set-deadline' },
      confirmationDeadlineBody,
    )
    // Staff read the limit too: the finish dialog checks the sum against it before saving.
    pair(
      'maxPaymentSum',
      'value',
      { get: '/api/settings/max-payment', set: '/api/settings/max-payment' },
      maxPaymentBody,
      ['EMPLOYEE'],
    )
    pair(
      'smsMinutelyLimit',
      'limit',
      { get: '/api/sms-counter/minutely/get-limit', set: '/api/sms-counter/minutely/set-limit' },
      smsMinutelyLimitBody,
    )
    pair(
      'smsDailyLimit',
      'limit',
      { get: '/api/sms-counter/daily/get-limit', set: '/api/sms-counter/daily/set-limit' },
      smsDailyLimitBody,
    )
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
      async () => ({ value: await countSmsSentSince(db, startOfBusinessDay(clock())) }),
    )
  }
}
