import { peopleEndpoints } from '#contract/people/endpoints.ts'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { call } from '../../../lib/api-client.ts'

/**
 * A staff edit of the profile, made from the `version` read: the not-confirmed worker's form and a confirmed
 * worker's profile have calls of their own.
 */
export function updateWorkerProfile(
  worker: Pick<Worker, 'id' | 'state'>,
  version: number,
  profile: WorkerProfileInput,
) {
  const body = { ...profile, id: worker.id, version }
  return worker.state === 'NOT_CONFIRMED_SELF_EMPLOYED'
    ? call(peopleEndpoints.editNotConfirmed, { body })
    : call(peopleEndpoints.editConfirmed, { body })
}
