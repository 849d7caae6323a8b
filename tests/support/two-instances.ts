import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import type { TestCall } from './api.ts'
import { httpApi } from './api-over-http.ts'
import { freshPostgresDatabase } from './database.ts'
import { startS3Server } from './s3.ts'
import { client, startServer } from './server-process.ts'
import { demoPhones, manyCodesFromOneBlock } from './sign-in.ts'

export type Api = ReturnType<typeof httpApi>
export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>

/**
 * Issue 12, item 6 and issue 20, item 4: two API servers on one throwaway PostgreSQL and one S3 bucket, both
 * running the schedule, with the admin's and the demo worker's sessions. PGlite is one process's embedded
 * database and cannot be shared by two servers, so the suites using this run on PostgreSQL only. `extraEnv`
 * adds to (or overrides) both servers' environment.
 */
export async function startTwoInstances(extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'two-instances-'))
  const postgres = await freshPostgresDatabase()
  // Files go to one S3 bucket, as two instances must share them (issue 20, item 4).
  const s3 = await startS3Server()
  // Both look for due order steps every second, so their rounds overlap.
  const env = {
    ORDER_STEPS_INTERVAL_SECONDS: '1',
    BANK_DEMO_DELAY_SECONDS: '1',
    ...manyCodesFromOneBlock,
    ...s3.env,
    ...extraEnv,
  }
  // The first start migrates and seeds; the second finds both done.
  const servers = [
    await startServer({ dataDir, databaseUrl: postgres.url, env }),
    await startServer({ dataDir, databaseUrl: postgres.url, env }),
  ] as const
  const apis = [httpApi(servers[0].baseUrl), httpApi(servers[1].baseUrl)] as const
  const devCall = client(servers[0].baseUrl)
  /** A new session made without a code (the test server's /dev/session). */
  const session = async (phone: string, as: 'employee' | 'worker') =>
    (await devCall('POST', '/dev/session', { phone, as })).body as {
      accessToken: string
      refreshToken: string
    }
  const staff = (await session(demoPhones.admin, 'employee')).accessToken
  const worker = (await session(demoPhones.worker, 'worker')).accessToken
  const database = await openDatabase({ databaseUrl: postgres.url })

  return {
    servers,
    apis,
    database,
    session,
    staff,
    worker,
    /** Every order, as the admin sees them through the first instance. */
    orders: async () =>
      (await apis[0](orderEndpoints.filter, { token: staff, query: { size: 100 }, body: {} })).body.content,
    /** The same endpoint called on both instances at once. */
    both: <E extends Endpoint>(endpoint: E, inputs: [TestCall<E>, TestCall<E>]) =>
      Promise.all([apis[0](endpoint, inputs[0]), apis[1](endpoint, inputs[1])]),
    async close() {
      await database.close()
      for (const server of servers) await server.kill()
      await postgres.drop()
      await s3.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** How many of the answers took the change. */
export const winners = (answers: { status: number }[]) =>
  answers.filter((answer) => answer.status < 300).length

/**
 * Each instance remembers the sessions and settings it read (decision 024); the other's change reaches it as a
 * notification when the change commits. The answer is asked for until it comes, for at most a few seconds:
 * no sleeping, and a remembered answer that is never forgotten fails.
 */
export async function answersOn(
  api: Api,
  expected: number,
  ask: (api: Api) => Promise<{ status: number }>,
): Promise<number> {
  const deadline = Date.now() + 5_000
  let status = (await ask(api)).status
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    status = (await ask(api)).status
  }
  return status
}
