import type { FastifyPluginAsync } from 'fastify'
import type { z } from 'zod'
import type { Endpoint, EndpointRoute, EndpointSchemas } from '#contract/common/endpoint.ts'
import { dictionaryCalls } from '#contract/dictionaries/dictionary-calls.ts'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { contractOfferLimitBytes } from '#contract/dictionaries/contract-offer.ts'
import { dictionaryMessages } from '#contract/dictionaries/messages.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveUpload } from '../../http/uploads.ts'
import type { DictionaryChangesService } from './dictionary-changes.service.ts'
import { definitions, type Definition } from './dictionary-definitions.ts'

type Call<Schemas extends EndpointSchemas> = Endpoint<EndpointRoute, Schemas>
/** One dictionary's generic calls, typed by what its definition takes and gives. */
type EntityCalls<Input, Row> = {
  create: Call<{ summary: string; body: z.ZodType<Input>; response: z.ZodType<Row> }>
  add: Call<{ summary: string; body: z.ZodType<Input>; response: z.ZodType<Row> }>
  update: Call<{ summary: string; body: z.ZodType<Input & { id: number }>; response: z.ZodType<Row> }>
  remove: Call<{ summary: string; body: z.ZodType<{ id: number }> }>
}

/** The generic calls of spec section 7 that change a dictionary, and the services' and shops' own calls. */
export function dictionaryChangeRoutes(deps: { changes: DictionaryChangesService }): FastifyPluginAsync {
  const { changes } = deps
  return async (app) => {
    const crud = async <Input, Row>(
      definition: Definition<Input, Row>,
      entityCalls: EntityCalls<Input, Row>,
    ) => {
      for (const call of [entityCalls.create, entityCalls.add])
        await serve(app, call, ({ user, body }) => changes.create(definition, user.id, body))
      await serve(app, entityCalls.update, ({ user, body }) => {
        const { id, ...input } = body
        return changes.update(definition, user.id, id, input as Input)
      })
      await serve(app, entityCalls.remove, ({ user, body }) => changes.remove(definition, user.id, body.id))
    }
    await crud(definitions.city, dictionaryCalls.city)
    await crud(definitions.citizenship, dictionaryCalls.citizenship)
    await crud(definitions.fund, dictionaryCalls.fund)
    await crud(definitions.service, dictionaryCalls.service)
    await crud(definitions.shop, dictionaryCalls.shop)

    await serve(app, calls.updateShopServices, ({ user, body }) =>
      changes.updateShopServices(user.id, body.shopId, body.services),
    )
    await serve(app, calls.uploadContractOffer, ({ user }, request) =>
      receiveUpload(
        request,
        {
          uploader: user,
          idField: 'id',
          idMessage: dictionaryMessages.offerServiceId,
          fileField: 'file',
          noFileMessage: dictionaryMessages.offerNoFile,
          tooLargeMessage: dictionaryMessages.offerTooLarge,
          limitBytes: contractOfferLimitBytes,
          admit: changes.checkContractOfferUpload,
        },
        ({ id, file, fileName }) => changes.uploadContractOffer(user.id, id, { file, fileName }),
      ),
    )
    await serve(app, calls.contractOfferLink, ({ body }) => changes.contractOfferLink(body.id))
  }
}
