import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { smsCodeRequestSchema, tokensSchema } from '#contract/auth/auth.ts'
import {
  partnerLink,
  partnerLinkIssuedSchema,
  partnerLinkMessages,
  throwAuthBodySchema,
} from '#contract/auth/partner-link.ts'
import { Forbidden } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { PartnerLinksService } from './partner-links.service.ts'

const tags = ['Вход']

/** Constant-time comparison; without a configured key no partner is accepted. */
function partnerKeyMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function partnerRoutes(deps: {
  partnerApiKey: string | undefined
  partnerLinks: PartnerLinksService
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/partner/worker-session',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Одноразовая ссылка входа исполнителя для приложения партнёра на ${partnerLink.lifetimeSeconds} с (сервер–сервер, заголовок x-api-key): /throw-auth#refreshToken=…`,
          headers: z.object({ 'x-api-key': z.string().optional() }),
          body: smsCodeRequestSchema,
          response: { 200: partnerLinkIssuedSchema, ...errorResponses },
        },
      },
      (request) => {
        if (!partnerKeyMatches(deps.partnerApiKey, request.headers['x-api-key'])) {
          throw new Forbidden(partnerLinkMessages.wrongKey)
        }
        return deps.partnerLinks.issue(request.body.phone)
      },
    )
    app.post(
      '/auth/throw-auth',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Вход по ссылке приложения партнёра (страница /throw-auth); ссылка действует один раз',
          body: throwAuthBodySchema,
          response: { 200: tokensSchema, ...errorResponses },
        },
      },
      (request) => deps.partnerLinks.exchange(request.body.linkToken),
    )
  }
}
