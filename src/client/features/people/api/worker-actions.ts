import type { Worker } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'

const byId = (url: string) => (id: number) => api.post<Worker>(url, { id })

/** Staff's decisions about a worker; each answers the worker as it now is. */
export const workerActions = {
  confirm: byId('/api/self-employed/not-confirmed/confirm'),
  block: byId('/api/self-employed/block'),
  unblock: byId('/api/self-employed/unblock'),
  sendToBank: byId('/api/self-employed/send-to-bank'),
}
export type WorkerAction = keyof typeof workerActions
