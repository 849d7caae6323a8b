import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema } from '#contract/common/ids.ts'
import {
  citizenshipInputSchema,
  citizenshipSchema,
  citizenshipUpdateSchema,
} from '#contract/dictionaries/citizenship.ts'
import { cityInputSchema, citySchema, cityUpdateSchema } from '#contract/dictionaries/city.ts'
import { contractOfferLimitBytes, downloadLinkSchema } from '#contract/dictionaries/contract-offer.ts'
import { dictionaryEntityLabels } from '#contract/dictionaries/entities.ts'
import { fundInputSchema, fundSchema, fundUpdateSchema } from '#contract/dictionaries/fund.ts'
import { dictionaryMessages } from '#contract/dictionaries/messages.ts'
import { serviceInputSchema, serviceRowSchema, serviceUpdateSchema } from '#contract/dictionaries/service.ts'
import {
  shopInputSchema,
  shopSchema,
  shopServicesBodySchema,
  shopUpdateSchema,
} from '#contract/dictionaries/shop.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { readUpload } from '../../http/uploads.ts'
import type { DictionaryChangesService } from './dictionary-changes.service.ts'
import { definitions, type Definition } from './dictionary-definitions.ts'

const tags = ['Справочники']
const admin = { access: ['ADMIN'] } as const

/** The generic calls of spec section 7 that change a dictionary, and the services' and shops' own calls. */
export function dictionaryChangeRoutes(deps: { changes: DictionaryChangesService }): FastifyPluginAsyncZod {
  const { changes } = deps
  return async (app) => {
    const crud = <Input, Row>(
      definition: Definition<Input, Row>,
      schemas: { input: z.ZodType<Input>; update: z.ZodType<Input & { id: number }>; row: z.ZodType<Row> },
    ) => {
      const entity = definition.entity
      const label = dictionaryEntityLabels[entity]
      // The schemas checked each body against this definition's types; the routes need not repeat them.
      const generic = definition as unknown as Definition<unknown, unknown>
      const row: z.ZodType = schemas.row
      // Spec section 7 names both `create` and `add`: one call under two names.
      for (const verb of ['create', 'add'] as const)
        app.post(
          `/api/${entity}/${verb}`,
          {
            config: admin,
            schema: {
              tags,
              summary: verb === 'create' ? `${label}: добавить` : `${label}: добавить (то же, что create)`,
              body: schemas.input,
              response: { 200: row, ...errorResponses },
            },
          },
          (request) => changes.create(generic, requireUser(request).id, request.body),
        )
      app.post(
        `/api/${entity}/update`,
        {
          config: admin,
          schema: {
            tags,
            summary: `${label}: изменить`,
            body: schemas.update,
            response: { 200: row, ...errorResponses },
          },
        },
        (request) => {
          const { id, ...input } = request.body as { id: number }
          return changes.update(generic, requireUser(request).id, id, input)
        },
      )
      app.delete(
        `/api/${entity}/delete`,
        {
          config: admin,
          schema: {
            tags,
            summary: `${label}: удалить`,
            body: idBodySchema,
            response: { 204: z.null(), ...errorResponses },
          },
        },
        async (request, reply) => {
          await changes.remove(generic, requireUser(request).id, request.body.id)
          return reply.code(204).send(null)
        },
      )
    }

    crud(definitions.city, { input: cityInputSchema, update: cityUpdateSchema, row: citySchema })
    crud(definitions.citizenship, {
      input: citizenshipInputSchema,
      update: citizenshipUpdateSchema,
      row: citizenshipSchema,
    })
    crud(definitions.fund, { input: fundInputSchema, update: fundUpdateSchema, row: fundSchema })
    crud(definitions.service, {
      input: serviceInputSchema,
      update: serviceUpdateSchema,
      row: serviceRowSchema,
    })
    crud(definitions.shop, { input: shopInputSchema, update: shopUpdateSchema, row: shopSchema })

    app.post(
      '/api/shop/services/update',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Услуги магазина: список целиком заменяет прежний',
          body: shopServicesBodySchema,
          response: { 200: shopSchema, ...errorResponses },
        },
      },
      (request) =>
        changes.updateShopServices(requireUser(request).id, request.body.shopId, request.body.services),
    )

    app.post(
      '/api/service/upload-contract-offer',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Загрузить договор-оферту услуги в PDF (multipart: id, file)',
          response: { 200: serviceRowSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id, bytes, fileName } = await readUpload(request, {
          idField: 'id',
          idMessage: dictionaryMessages.offerServiceId,
          fileField: 'file',
          noFileMessage: dictionaryMessages.offerNoFile,
          tooLargeMessage: dictionaryMessages.offerTooLarge,
          limitBytes: contractOfferLimitBytes,
          admit: changes.checkContractOfferUpload,
        })
        return changes.uploadContractOffer(requireUser(request).id, id, { bytes, fileName })
      },
    )

    app.post(
      '/api/service/contract-offer/link-for-downloading',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Ссылка на договор-оферту услуги (5 минут); id — услуги',
          body: idBodySchema,
          response: { 200: downloadLinkSchema, ...errorResponses },
        },
      },
      (request) => changes.contractOfferLink(request.body.id),
    )
  }
}
