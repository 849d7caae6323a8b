import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import {
  cityListSchema,
  citizenshipListSchema,
  fundListSchema,
  serviceListSchema,
  shopListSchema,
} from '#contract/dictionaries/lists.ts'
import { sortCitizenships } from '#contract/dictionaries/citizenship.ts'
import type { Database } from '../../db/client.ts'
import { errorResponses } from '../../http/route-schema.ts'
import * as repository from './dictionaries.repository.ts'

const tags = ['Справочники']

/**
 * Reference lists loaded at start. Citizenships, funds, services and cities are needed by the registration
 * form before sign-in and hold nothing personal, so they are public; shops are for signed-in users.
 */
export function dictionaryRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps
  const list = <T extends z.ZodType>(schema: T, summary: string) => ({
    tags,
    summary,
    response: { 200: schema, ...errorResponses },
  })
  return async (app) => {
    app.get(
      '/api/citizenship/all',
      { config: { access: 'public' }, schema: list(citizenshipListSchema, 'Гражданства') },
      async () => sortCitizenships(await repository.listCitizenships(db)),
    )
    app.get('/api/fund/all', { config: { access: 'public' }, schema: list(fundListSchema, 'Фонды') }, () =>
      repository.listFunds(db),
    )
    app.get(
      '/api/service/all',
      { config: { access: 'public' }, schema: list(serviceListSchema, 'Услуги') },
      () => repository.listServices(db),
    )
    app.get('/api/city/all', { config: { access: 'public' }, schema: list(cityListSchema, 'Города') }, () =>
      repository.listCities(db),
    )
    app.get(
      '/api/shop/all',
      { config: { access: 'signed-in' }, schema: list(shopListSchema, 'Магазины') },
      () => repository.listShops(db),
    )
  }
}
