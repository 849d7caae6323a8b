import { orderTemplateEndpoints as calls } from '#contract/order-templates/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** A shop's shift templates, by name. */
export const shopTemplatesQuery = (shopId: number) => endpointQuery(calls.all, { query: { shopId } })

/** Any change refreshes every list of templates (`/api/order-template/all` with any shop). */
const effects = { invalidates: [endpointKey(calls.all)] }
export const useCreateTemplate = () => useEndpointChange(calls.create, effects)
export const useRemoveTemplate = () => useEndpointChange(calls.remove, effects)
