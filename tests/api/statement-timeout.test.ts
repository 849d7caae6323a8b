import Fastify from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statementTimeoutMessage } from '../../src/contract/common/error-messages.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { registerErrorHandler } from '../../src/server/http/error-handler.ts'
import { freshDatabase, freshPostgresDatabase } from '../support/database.ts'

/**
 * A statement PostgreSQL cancels at the statement timeout (issue 50: the staff's list at 10 M orders) answers 503 with
 * a Russian message, not 500. PGlite has no statement timeout; the same error (SQLSTATE 57014) is raised on purpose.
 */
const onPostgres = process.env.TEST_DB === 'postgres'

async function answerOf(run: () => Promise<unknown>) {
  const app = Fastify()
  registerErrorHandler(app)
  app.get('/slow', async () => {
    await run()
    return { ok: true }
  })
  try {
    const answer = await app.inject({ method: 'GET', url: '/slow' })
    return { status: answer.statusCode, body: answer.json<{ message: string }>() }
  } finally {
    await app.close()
  }
}

describe('a statement cancelled at the statement timeout', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  it('answers 503 with the message, as the driver reports it', async () => {
    const cancelled = () =>
      database.db.execute(
        sql.raw(
          `do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`,
        ),
      )
    expect(await answerOf(cancelled)).toEqual({ status: 503, body: { message: statementTimeoutMessage } })
  })

  it('leaves any other database error a 500', async () => {
    const failed = () => database.db.execute(sql`select 1 / 0`)
    expect((await answerOf(failed)).status).toBe(500)
  })
})

describe.runIf(onPostgres)('on PostgreSQL, a statement that outlasts the timeout', () => {
  let database: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    database = await freshPostgresDatabase()
  })
  afterAll(() => database.drop())

  it('answers 503 with the message', async () => {
    const handle = await openDatabase({
      databaseUrl: database.url,
      postgres: {
        poolMax: 1,
        applicationName: 'smeny-timeout-test',
        statementTimeoutMs: 300,
        lockTimeoutMs: 300,
        idleInTransactionTimeoutMs: 5000,
      },
    })
    try {
      const slow = () => handle.db.execute(sql`select pg_sleep(2)`)
      expect(await answerOf(slow)).toEqual({ status: 503, body: { message: statementTimeoutMessage } })
    } finally {
      await handle.close()
    }
  })
})
