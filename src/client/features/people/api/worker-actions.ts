import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** Staff's decisions about a worker; each answers the worker as it now is. */
export const workerActions = {
  confirm: (id: number) => call(peopleEndpoints.confirm, { body: { id } }),
  block: (id: number) => call(peopleEndpoints.block, { body: { id } }),
  unblock: (id: number) => call(peopleEndpoints.unblock, { body: { id } }),
  sendToBank: (id: number) => call(peopleEndpoints.sendToBank, { body: { id } }),
}
export type WorkerAction = keyof typeof workerActions
