import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { authEndpoints as calls } from '#contract/auth/endpoints.ts'
import { partnerLinkMessages } from '#contract/auth/partner-link.ts'
import { Forbidden } from '../../kernel/errors.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { PartnerLinksService } from './partner-links.service.ts'

/** Constant-time comparison; without a configured key no partner is accepted. */
function partnerKeyMatches(expected: string | undefined, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function partnerRoutes(deps: {
  partnerApiKey: string | undefined
  partnerLinks: PartnerLinksService
}): FastifyPluginAsync {
  return async (app) => {
    await serve(
      app,
      calls.issuePartnerLink,
      ({ body }, request) => {
        if (!partnerKeyMatches(deps.partnerApiKey, request.headers['x-api-key'])) {
          throw new Forbidden(partnerLinkMessages.wrongKey)
        }
        return deps.partnerLinks.issue(body.phone)
      },
      { limit: requestLimits.partnerLinksPerAddress },
    )
    await serve(app, calls.exchangePartnerLink, ({ body }) => deps.partnerLinks.exchange(body.linkToken), {
      limit: requestLimits.partnerLinkExchangesPerAddress,
    })
    await serve(app, calls.partnerLinkWorker, ({ body }) => deps.partnerLinks.worker(body.linkToken), {
      limit: requestLimits.partnerLinkExchangesPerAddress,
    })
  }
}
