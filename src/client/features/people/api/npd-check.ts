import type { NpdStatus } from '#contract/workers/people.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/self-employed/npd-check`: asks the tax service whether the worker's INN is self-employed today. */
export const checkNpd = (id: number) => api.post<NpdStatus>('/api/self-employed/npd-check', { id })
