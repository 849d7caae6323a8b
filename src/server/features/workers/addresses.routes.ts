import type { FastifyPluginAsync } from 'fastify'
import { addressMessages, addressSuggestionLimit } from '#contract/workers/addresses.ts'
import { workerEndpoints as calls } from '#contract/workers/endpoints.ts'
import { Unavailable } from '../../kernel/errors.ts'
import { secondLimit } from '../../http/rate-limits.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { AddressSuggester } from '../../ports/addresses/address-suggester.ts'

/**
 * Address suggestions for the profile form; public, because the registration form needs them before sign-in.
 * Each one may be a paid look-up, so they are limited per client address and, for a signed-in caller, per session
 * (decision 067); repeated queries are answered from the cache in front of the service (decision 068).
 */
export function addressRoutes(deps: { addresses: AddressSuggester }): FastifyPluginAsync {
  return async (app) => {
    const perSession = secondLimit(app, requestLimits.addressSuggestionsPerSession)
    await serve(
      app,
      calls.addresses,
      async ({ query }, request, reply) => {
        await perSession(request, reply)
        try {
          return await deps.addresses.suggest(query.query, addressSuggestionLimit)
        } catch (error) {
          request.log.warn({ err: error }, 'address suggestions failed')
          throw new Unavailable(addressMessages.unavailable)
        }
      },
      { limit: requestLimits.addressSuggestionsPerAddress },
    )
  }
}
