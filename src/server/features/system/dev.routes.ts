import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { tokensSchema, type Tokens } from '#contract/auth/auth.ts'
import { demoMessages } from '#contract/common/demo.ts'
import { phone } from '#contract/common/rules.ts'
import { isFromThisComputer } from '../../http/client-address.ts'
import { Forbidden } from '../../kernel/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { SmsOutbox } from '../../ports/sms/sms-sender.ts'

const tags = ['Разработка']
const outboxSchema = z.array(z.object({ phone: z.string(), code: z.string(), sentAt: z.string() }))

/** The demo's SMS codes for the person at the server's computer; absent in production and with `HOST`. */
export function smsOutboxRoutes(deps: { outbox: SmsOutbox }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/sms-outbox',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Последние коды из СМС (демо-режим, только с компьютера сервера)',
          querystring: z.object({ phone: phone().optional() }),
          response: { 200: outboxSchema, ...errorResponses },
        },
      },
      (request) => {
        if (!isFromThisComputer(request)) throw new Forbidden(demoMessages.smsOutboxElsewhere)
        return deps.outbox.latest(request.query.phone)
      },
    )
  }
}

/** A session without a code, for the tests that start the server (`NODE_ENV=test`) only. */
export function devSessionRoutes(deps: {
  /** auth's code-free sign-in, handed in by app.ts. */
  signIn: { signInWithoutCode: (as: 'employee' | 'worker', phone: string) => Promise<Tokens> }
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/session',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Сессия без СМС для тестов (только при NODE_ENV=test)',
          body: z.object({ phone: phone(), as: z.enum(['employee', 'worker']) }),
          response: { 200: tokensSchema },
        },
      },
      (request) => deps.signIn.signInWithoutCode(request.body.as, request.body.phone),
    )
  }
}
