import type { FastifyPluginAsync } from 'fastify'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { DictionaryListsService } from './dictionary-lists.service.ts'

/**
 * Reference lists (`GET /api/{entity}/all`). The same call pages and searches for the admin's tables when the
 * query asks for it.
 */
export function dictionaryRoutes(deps: { lists: DictionaryListsService }): FastifyPluginAsync {
  const { lists } = deps
  return async (app) => {
    await serve(app, calls.citizenships, ({ query }) => lists.citizenships(query))
    await serve(app, calls.funds, ({ query }) => lists.funds(query))
    await serve(app, calls.services, ({ query }) => lists.services(query))
    await serve(app, calls.cities, ({ query }) => lists.cities(query))
    await serve(app, calls.shops, ({ query }) => lists.shops(query))
    await serve(app, calls.serviceGroups, () => lists.serviceGroups())
  }
}
