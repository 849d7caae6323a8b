import type { Worker } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/self-employed/delete { id }` (admins only): answers the worker as deleted. */
export const deleteWorker = (id: number) => api.post<Worker>('/api/self-employed/delete', { id })
