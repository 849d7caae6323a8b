import { queryOptions } from '@tanstack/react-query'
import { deviceActs } from '../device-acts.ts'

/** Read from the device, not the server: answers offline too, and is never saved into the query cache's copy. */
export const savedActPdfQueryOptions = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['device', 'act-pdf', userId, orderId],
    queryFn: async () => (await deviceActs.readPdf(userId, orderId))?.savedAt ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  })
