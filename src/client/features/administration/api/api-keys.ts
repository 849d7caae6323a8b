import { apiKeyEndpoints as calls } from '#contract/api-keys/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

export const apiKeyListQuery = endpointQuery(calls.all)

const theList = { invalidates: [endpointKey(calls.all)] }

export const useCreateApiKey = () => useEndpointChange(calls.create, theList)
export const useRevokeApiKey = () => useEndpointChange(calls.revoke, theList)
