import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { useDictionaryChange } from './dictionary-keys.ts'

/** `POST /api/service/upload-contract-offer` (multipart): the service's id first, then the PDF. */
export const useUploadContractOffer = () =>
  useDictionaryChange('service', ({ serviceId, file }: { serviceId: number; file: File }) => {
    const form = new FormData()
    form.append('id', String(serviceId))
    form.append('file', file)
    return call(calls.uploadContractOffer, { form })
  })

/** `POST /api/service/contract-offer/link-for-downloading { id }`: a 5-minute link to the service's offer. */
export const contractOfferLink = async (serviceId: number) =>
  (await call(calls.contractOfferLink, { body: { id: serviceId } })).url
