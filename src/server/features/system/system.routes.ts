import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { phone } from '#contract/common/rules.ts'
import { tokensSchema } from '#contract/auth/auth.ts'
import type { SmsOutbox } from '../../ports/sms/sms-sender.ts'
import type { SignInService } from '../auth/sign-in.service.ts'

const outboxSchema = z.array(z.object({ phone: z.string(), code: z.string(), sentAt: z.string() }))

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

/** Development only, absent in production mode: the latest SMS codes, and sessions for browser tests. */
export function devRoutes(deps: { outbox: SmsOutbox; signIn: SignInService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/sms-outbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Разработка'],
          summary: 'Последние коды из СМС (только в режиме разработки)',
          querystring: z.object({ phone: phone().optional() }),
          response: { 200: outboxSchema },
        },
      },
      (request) => deps.outbox.latest(request.query.phone),
    )
    app.post(
      '/dev/session',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Разработка'],
          summary: 'Сессия без СМС для браузерных тестов (только в режиме разработки)',
          body: z.object({ phone: phone(), as: z.enum(['employee', 'worker']) }),
          response: { 200: tokensSchema },
        },
      },
      (request) => deps.signIn.signInWithoutCode(request.body.as, request.body.phone),
    )
  }
}
