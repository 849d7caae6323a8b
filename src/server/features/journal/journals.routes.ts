import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { pageSchema } from '#contract/common/page.ts'
import { journals } from '#contract/journals/journals.ts'
import { journalEntrySchema, journalRequestSchema } from '#contract/journals/requests.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { JournalsService } from './journals.service.ts'

/** `POST /api/{journal}` for each audit journal (spec section 7, Journals); admins only. */
export function journalRoutes(deps: { journals: JournalsService }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const definition of Object.values(journals)) {
      app.post(
        `/api/${definition.name}`,
        {
          config: { access: ['ADMIN'] },
          schema: {
            tags: ['Журналы'],
            summary: `Журнал «${definition.title}»`,
            body: journalRequestSchema,
            response: { 200: pageSchema(journalEntrySchema), ...errorResponses },
          },
        },
        (request) => deps.journals.page(definition, request.body),
      )
    }
  }
}
