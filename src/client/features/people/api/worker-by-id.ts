import { queryOptions } from '@tanstack/react-query'
import type { Worker } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'
import { peopleKeys } from './people-keys.ts'

/** `POST /api/self-employed/get-by-id`: the whole profile with its `version`, as staff see it. */
export function workerQueryOptions(id: number) {
  return queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: () => api.post<Worker>('/api/self-employed/get-by-id', { id }),
  })
}
