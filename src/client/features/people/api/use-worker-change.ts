import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Worker } from '#contract/workers/worker.ts'
import { peopleKeys } from './people-keys.ts'

/**
 * A staff call that changes a worker and answers the worker as it now is: the profile shows the answer at
 * once, and the tables refresh after it, failed or not.
 */
export function useWorkerChange<Variables>(mutationFn: (variables: Variables) => Promise<Worker>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (worker) => queryClient.setQueryData(peopleKeys.detail(worker.id), worker),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
