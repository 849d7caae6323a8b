import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** `GET /api/service/groups`: the groups services are sorted into, offered in the service dialog. */
export const serviceGroupsQueryOptions = endpointQuery(calls.serviceGroups)
