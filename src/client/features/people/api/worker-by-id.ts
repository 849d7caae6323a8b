import { queryOptions } from '@tanstack/react-query'
import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { peopleKeys } from './people-keys.ts'

/** The whole profile with its `version`, as staff see it. */
export function workerQueryOptions(id: number) {
  return queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: () => call(peopleEndpoints.byId, { body: { id } }),
  })
}
