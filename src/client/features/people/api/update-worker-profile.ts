import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'

/**
 * A staff edit of the profile, made from the `version` read: the not-confirmed worker's form and a confirmed
 * worker's profile have calls of their own.
 */
export function updateWorkerProfile(
  worker: Pick<Worker, 'id' | 'state'>,
  version: number,
  profile: WorkerProfileInput,
) {
  const url =
    worker.state === 'NOT_CONFIRMED_SELF_EMPLOYED'
      ? '/api/self-employed/update-profile-by-not-confirmed-employee'
      : '/api/self-employed/update-profile-by-employee'
  return api.post<Worker>(url, { ...profile, id: worker.id, version })
}
