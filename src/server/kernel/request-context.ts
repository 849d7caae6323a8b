import { AsyncLocalStorage } from 'node:async_hooks'

/** What every piece of work started by a request knows of it, however long after the answer it runs. */
const context = new AsyncLocalStorage<{ reqId: string }>()

/** The id of the request whose work is running now (a job it enqueued, a message it sends), if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId
}

/** Runs `work` as part of the request `reqId`: a job picked up later by another loop logs the same id. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return context.run({ reqId }, work)
}
