import type { FastifyPluginAsync } from 'fastify'
import { journalEndpoints as calls } from '#contract/journals/endpoints.ts'
import { journals } from '#contract/journals/journals.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { JournalsService } from './journals.service.ts'

/** `POST /api/{journal}` for each audit journal (spec section 7, Journals); admins only. */
export function journalRoutes(deps: { journals: JournalsService }): FastifyPluginAsync {
  return async (app) => {
    for (const id of Object.keys(journals) as (keyof typeof journals)[]) {
      await serve(app, calls[id], ({ body }) => deps.journals.page(journals[id], body))
    }
  }
}
