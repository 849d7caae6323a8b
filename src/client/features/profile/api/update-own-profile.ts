import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/self-employed/update-profile`: the worker's own profile. */
export const updateOwnProfile = (profile: WorkerProfileInput) =>
  api.post<Worker>('/api/self-employed/update-profile', profile)
