import { webhookEndpoints as calls } from '#contract/webhooks/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

export const webhookListQuery = endpointQuery(calls.all)

/** One webhook's delivery log, newest first: the last 50, refreshed while its dialog is open. */
export const deliveriesQuery = (webhookId: number) => ({
  ...endpointQuery(calls.deliveries, { body: { webhookId }, query: { page: 1, size: 50 } }),
  refetchInterval: 10_000,
})

const everyList = { invalidates: [endpointKey(calls.all), endpointKey(calls.deliveries)] }

export const useCreateWebhook = () => useEndpointChange(calls.create, everyList)
export const useRemoveWebhook = () => useEndpointChange(calls.remove, everyList)
export const useResendDelivery = () => useEndpointChange(calls.resend, everyList)
