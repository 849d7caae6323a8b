import { peopleEndpoints } from '#contract/people/endpoints.ts'
import type { CallInput } from '#contract/common/endpoint.ts'
import { call } from '../../../lib/api-client.ts'

/** Staff's decisions about a worker; each answers the worker as it now is. */
export const workerActions = {
  confirm: (id: number) => call(peopleEndpoints.confirm, { body: { id } }),
  unblock: (id: number) => call(peopleEndpoints.unblock, { body: { id } }),
  sendToBank: (id: number) => call(peopleEndpoints.sendToBank, { body: { id } }),
}
export type WorkerAction = keyof typeof workerActions

/** A platform block with its reason from the published list (decision 096). */
export const blockWorker = (body: CallInput<typeof peopleEndpoints.block>['body']) =>
  call(peopleEndpoints.block, { body })
