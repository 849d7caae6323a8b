import type { DownloadLink } from '#contract/dictionaries/contract-offer.ts'
import type { ServiceRow } from '#contract/dictionaries/service.ts'
import { api } from '../../../lib/api-client.ts'
import { useDictionaryMutation } from './dictionary-keys.ts'

/** `POST /api/service/upload-contract-offer` (multipart): the service's id first, then the PDF. */
export const useUploadContractOffer = () =>
  useDictionaryMutation('service', ({ serviceId, file }: { serviceId: number; file: File }) => {
    const form = new FormData()
    form.append('id', String(serviceId))
    form.append('file', file)
    return api.upload<ServiceRow>('/api/service/upload-contract-offer', form)
  })

/** `POST /api/service/contract-offer/link-for-downloading { id }`: a 5-minute link to the service's offer. */
export const contractOfferLink = async (serviceId: number) =>
  (await api.post<DownloadLink>('/api/service/contract-offer/link-for-downloading', { id: serviceId })).url
