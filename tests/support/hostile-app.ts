import { expect } from 'vitest'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { callApi } from './api.ts'
import { createTestApp } from './app.ts'
import { hostileRowCounts, sendHostile } from './hostile-calls.ts'
import { apiOperations, type ApiOperation } from './openapi.ts'
import { signIn, type DemoAccount } from './sign-in.ts'

export type HostileApp = Awaited<ReturnType<typeof createHostileApp>>

/**
 * Issue 12, item 3 (OWASP API4, API8): the app with every operation of its document, a session of each kind
 * of caller, and the row counts before any hostile call.
 */
export async function createHostileApp() {
  const test = await createTestApp()
  const operations = await apiOperations(test.app)
  const tokens = new Map<DemoAccount, string>()
  for (const account of ['admin', 'employee', 'worker', 'notConfirmedWorker', 'blockedWorker'] as const)
    tokens.set(account, (await signIn(test, account)).accessToken)
  const rowsBefore = await hostileRowCounts(test)
  return {
    test,
    operations,
    /** Sends the payload to the operation as a caller it admits. */
    send: (
      operation: ApiOperation,
      payload: string | Buffer | undefined,
      contentType?: string,
      query?: string,
    ) => sendHostile(test, tokens, operation, payload, contentType, query),
    withJsonBody: () => operations.filter((operation) => operation.body),
    uploads: () => operations.filter((operation) => /upload/.test(operation.path) && !operation.body),
    /** After all of it: nothing was written, and the server still answers. */
    async expectUnharmed() {
      expect(await hostileRowCounts(test)).toEqual(rowsBefore)
      const health = await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
      expect(health.statusCode).toBe(200)
      const me = await callApi(test.app, staffEndpoints.me, { token: tokens.get('employee') })
      expect(me.status).toBe(200)
    },
  }
}

export const operationName = (operation: ApiOperation) => `${operation.method} ${operation.path}`
