import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import type { Page } from '#contract/common/paging.ts'
import { pageSchema } from '#contract/common/page.ts'
import { sortCitizenships } from '#contract/dictionaries/citizenship.ts'
import { citizenshipSchema } from '#contract/dictionaries/citizenship.ts'
import { citySchema } from '#contract/dictionaries/city.ts'
import { fundSchema } from '#contract/dictionaries/fund.ts'
import {
  dictionaryPageQuerySchema,
  pageRequestOf,
  type DictionaryPageRequest,
} from '#contract/dictionaries/lists.ts'
import { serviceRowSchema } from '#contract/dictionaries/service.ts'
import { shopSchema } from '#contract/dictionaries/shop.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Access } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import * as repository from './dictionaries.repository.ts'

const tags = ['Справочники']

/**
 * Reference lists (`GET /api/{entity}/all`). Citizenships, funds, services and cities are needed by the
 * registration form before sign-in and hold nothing personal, so they are public; shops are for signed-in
 * users. The same call pages and searches for the admin's tables when the query asks for it.
 */
export function dictionaryRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    const listAndPage = <T extends z.ZodType>(
      entity: string,
      summary: string,
      access: Access,
      item: T,
      read: {
        all: (db: Executor) => Promise<z.infer<T>[]>
        page: (db: Executor, page: DictionaryPageRequest) => Promise<Page<z.infer<T>>>
      },
    ) =>
      app.get(
        `/api/${entity}/all`,
        {
          config: { access },
          schema: {
            tags,
            summary: `${summary}: весь список, или страница с поиском (page, size, search)`,
            querystring: dictionaryPageQuerySchema,
            response: { 200: z.union([z.array(item), pageSchema(item)]), ...errorResponses },
          },
        },
        async (request) => {
          const page = pageRequestOf(request.query)
          return page ? read.page(db, page) : read.all(db)
        },
      )

    listAndPage('citizenship', 'Гражданства, RUS первым', 'public', citizenshipSchema, {
      all: async (executor) => sortCitizenships(await repository.listCitizenships(executor)),
      page: repository.pageCitizenships,
    })
    listAndPage('fund', 'Фонды', 'public', fundSchema, {
      all: repository.listFunds,
      page: repository.pageFunds,
    })
    listAndPage('service', 'Услуги', 'public', serviceRowSchema, {
      all: repository.listServices,
      page: repository.pageServices,
    })
    listAndPage('city', 'Города', 'public', citySchema, {
      all: repository.listCities,
      page: repository.pageCities,
    })
    listAndPage('shop', 'Магазины', 'signed-in', shopSchema, {
      all: repository.listShops,
      page: repository.pageShops,
    })

    app.get(
      '/api/service/groups',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Группы услуг',
          response: { 200: z.array(z.string()), ...errorResponses },
        },
      },
      () => repository.listServiceGroups(db),
    )
  }
}
