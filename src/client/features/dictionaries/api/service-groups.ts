import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { dictionaryKeys } from './dictionary-keys.ts'

/** `GET /api/service/groups`: the groups services are sorted into, offered in the service dialog. */
export const serviceGroupsQueryOptions = queryOptions({
  queryKey: dictionaryKeys.groups(),
  queryFn: () => api.get<string[]>('/api/service/groups'),
})
