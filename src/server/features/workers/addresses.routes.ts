import type { FastifyPluginAsync } from 'fastify'
import { addressMessages, addressSuggestionLimit } from '#contract/workers/addresses.ts'
import { workerEndpoints as calls } from '#contract/workers/endpoints.ts'
import { Unavailable } from '../../kernel/errors.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { AddressSuggester } from '../../ports/addresses/address-suggester.ts'

/** Address suggestions for the profile form; public, because the registration form needs them before sign-in. */
export function addressRoutes(deps: { addresses: AddressSuggester }): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.addresses, async ({ query }, request) => {
      try {
        return await deps.addresses.suggest(query.query.trim(), addressSuggestionLimit)
      } catch (error) {
        request.log.warn({ err: error }, 'address suggestions failed')
        throw new Unavailable(addressMessages.unavailable)
      }
    })
  }
}
