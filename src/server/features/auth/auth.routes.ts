import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import {
  refreshBodySchema,
  registrationProofSchema,
  sendFormSchema,
  smsCodeRequestSchema,
  smsCodeSentSchema,
  smsCodeSignInSchema,
  tokensSchema,
} from '#contract/auth/auth.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { RegistrationService } from '../workers/registration.service.ts'
import type { SessionService } from './sessions.service.ts'
import type { SignInService } from './sign-in.service.ts'

const tags = ['Вход']
const codeRequested = { 200: smsCodeSentSchema, ...errorResponses }
const signedIn = { 200: tokensSchema, ...errorResponses }

export function authRoutes(deps: {
  signIn: SignInService
  sessions: SessionService
  registration: RegistrationService
}): FastifyPluginAsyncZod {
  const { signIn, sessions, registration } = deps
  return async (app) => {
    const config = { access: 'public' } as const

    app.post(
      '/auth/employee/login2',
      {
        config,
        schema: {
          tags,
          summary: 'Код для входа сотрудника',
          body: smsCodeRequestSchema,
          response: codeRequested,
        },
      },
      (request) => signIn.requestEmployeeCode(request.body.phone, request.ip),
    )
    app.post(
      '/auth/employee/login2/sms-code',
      {
        config,
        schema: { tags, summary: 'Вход сотрудника по коду', body: smsCodeSignInSchema, response: signedIn },
      },
      (request) => signIn.signInEmployee(request.body.phone, request.body.code),
    )
    app.post(
      '/auth/self-employed/login',
      {
        config,
        schema: {
          tags,
          summary: 'Код для входа исполнителя',
          body: smsCodeRequestSchema,
          response: codeRequested,
        },
      },
      (request) => signIn.requestWorkerCode(request.body.phone, request.ip),
    )
    app.post(
      '/auth/self-employed/login/sms-code',
      {
        config,
        schema: { tags, summary: 'Вход исполнителя по коду', body: smsCodeSignInSchema, response: signedIn },
      },
      (request) => signIn.signInWorker(request.body.phone, request.body.code),
    )
    app.post(
      '/auth/self-employed/register',
      {
        config,
        schema: {
          tags,
          summary: 'Код для подтверждения телефона при регистрации',
          body: smsCodeRequestSchema,
          response: codeRequested,
        },
      },
      (request) => signIn.requestRegistrationCode(request.body.phone, request.ip),
    )
    app.post(
      '/auth/self-employed/register/sms-code',
      {
        config,
        schema: {
          tags,
          summary: 'Подтверждение телефона при регистрации',
          body: smsCodeSignInSchema,
          response: { 200: registrationProofSchema, ...errorResponses },
        },
      },
      (request) => signIn.proveRegistrationPhone(request.body.phone, request.body.code),
    )
    app.post(
      '/auth/self-employed/send-form',
      {
        config,
        schema: { tags, summary: 'Анкета нового исполнителя', body: sendFormSchema, response: signedIn },
      },
      (request) => registration.register(request.body),
    )
    app.post(
      '/auth/generate-access-token',
      {
        config,
        schema: { tags, summary: 'Обновление токенов', body: refreshBodySchema, response: signedIn },
      },
      (request) => sessions.refresh(request.body.refreshToken),
    )
    app.post(
      '/auth/logout',
      {
        config,
        schema: {
          tags,
          summary: 'Выход: сессия закрывается',
          body: refreshBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await sessions.end(request.body.refreshToken)
        return reply.code(204).send(null)
      },
    )
  }
}
