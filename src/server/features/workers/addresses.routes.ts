import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import {
  addressMessages,
  addressQuerySchema,
  addressSuggestionLimit,
  addressSuggestionListSchema,
} from '#contract/workers/addresses.ts'
import { Unavailable } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { AddressSuggester } from '../../ports/addresses/address-suggester.ts'

/** Address suggestions for the profile form; public, because the registration form needs them before sign-in. */
export function addressRoutes(deps: { addresses: AddressSuggester }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/self-employed/addresses',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Исполнители'],
          summary: 'Подсказки адреса (от 3 символов)',
          querystring: addressQuerySchema,
          response: { 200: addressSuggestionListSchema, ...errorResponses },
        },
      },
      async (request) => {
        try {
          return await deps.addresses.suggest(request.query.query.trim(), addressSuggestionLimit)
        } catch (error) {
          request.log.warn({ err: error }, 'address suggestions failed')
          throw new Unavailable(addressMessages.unavailable)
        }
      },
    )
  }
}
