import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { decodeJwt, SignJWT } from 'jose'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { buildApp } from '../../src/server/app.ts'
import { systemClock } from '../../src/server/kernel/clock.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { keepSecret } from '../../src/server/features/system/server-secrets.repository.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDevSms } from '../../src/server/ports/sms/dev-sms.ts'
import { createMemoryStorage } from '../../src/server/ports/storage/file-storage.ts'
import { callApi } from '../support/api.ts'
import { freshDatabase, freshPostgresDatabase } from '../support/database.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 16, item 3: the secret that signs tokens is never a value written in the repository. Without
 * `JWT_SECRET` a random one is made on the first start and kept in the database: in `DATA_DIR` with PGlite, on
 * the server with `DATABASE_URL`. Sessions survive a restart; a token signed with the secret earlier versions
 * published is refused.
 */
const publishedSecret = 'development-only-secret-not-for-production-use'
const onPostgres = process.env.TEST_DB === 'postgres'
let dataDir: string
let postgres: { url: string; drop(): Promise<void> } | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'secret-'))
  if (onPostgres) postgres = await freshPostgresDatabase()
})
afterAll(async () => {
  await postgres?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

/** The installation's own database: a PGlite folder in DATA_DIR, or the PostgreSQL database of DATABASE_URL. */
const openInstallation = () =>
  openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: join(dataDir, 'data') })

async function start(database: DatabaseHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false', ...env }),
    sms: createDevSms(() => {}),
    storage: createMemoryStorage(),
  })
  await app.ready()
  return app
}

const sessionOf = async (app: FastifyInstance) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/dev/session',
    payload: { phone: demoPhones.admin, as: 'employee' },
  })
  expect(answer.statusCode).toBe(200)
  return answer.json() as { accessToken: string; refreshToken: string }
}
const me = (app: FastifyInstance, accessToken: string) =>
  callApi(app, staffEndpoints.me, { token: accessToken })
/** The signing secret as stored; the table also keeps other secrets (the web-push keys, decision 031). */
const storedSecrets = (database: DatabaseHandle) =>
  rowsOf<{ name: string; value: string }>(
    database.db,
    sql`select name, value from server_secrets where name = 'jwt'`,
  )

describe(`the signing secret (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is made at random on the first start, kept, and the same after a restart', async () => {
    let database = await openInstallation()
    await seedDemo(database.db, systemClock, createMemoryStorage())
    let app = await start(database)
    const tokens = await sessionOf(app)
    const [stored] = await storedSecrets(database)
    expect(stored?.name).toBe('jwt')
    expect(stored!.value.length).toBeGreaterThanOrEqual(64)
    await app.close()
    await database.close()

    database = await openInstallation()
    app = await start(database)
    try {
      expect(await storedSecrets(database)).toEqual([stored])
      expect((await me(app, tokens.accessToken)).status).toBe(200)

      // The same session's claims signed with the published secret: the signature alone decides, and fails.
      const claims = decodeJwt(tokens.accessToken)
      const forged = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(publishedSecret))
      expect((await me(app, forged)).status).toBe(401)
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('differs between installations, so one installation’s tokens open nothing in another', async () => {
    const first = await freshDatabase()
    const second = await freshDatabase()
    try {
      await seedDemo(first.db, systemClock, createMemoryStorage())
      await seedDemo(second.db, systemClock, createMemoryStorage())
      const [firstApp, secondApp] = [await start(first), await start(second)]
      const tokens = await sessionOf(firstApp)
      expect((await me(secondApp, tokens.accessToken)).status).toBe(401)
      expect((await storedSecrets(first))[0]!.value).not.toBe((await storedSecrets(second))[0]!.value)
      await firstApp.close()
      await secondApp.close()
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('is JWT_SECRET when given, and nothing is stored', async () => {
    const database = await freshDatabase()
    try {
      await seedDemo(database.db, systemClock, createMemoryStorage())
      const secret = 'kq3V9x2LmP8wZr4TfN6yHc1BjD5sGa7E'
      const app = await start(database, { JWT_SECRET: secret })
      const tokens = await sessionOf(app)
      const claims = decodeJwt(tokens.accessToken)
      const resigned = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(secret))
      expect((await me(app, resigned)).status).toBe(200)
      expect(await storedSecrets(database)).toEqual([])
      await app.close()
    } finally {
      await database.close()
    }
  })

  it('refuses the published secret as JWT_SECRET in every mode', () => {
    expect(() => parseEnv({ JWT_SECRET: publishedSecret })).toThrow(/JWT_SECRET/)
    expect(() => parseEnv({ NODE_ENV: 'test', JWT_SECRET: publishedSecret })).toThrow(/JWT_SECRET/)
  })

  it('is made once: a start that finds it stored makes none, and starts at once agree', async () => {
    const database = await freshDatabase()
    try {
      let made = 0
      const make = () => `candidate-${++made}`
      const firstStarts = await Promise.all([1, 2, 3].map(() => keepSecret(database.db, 'test', make)))
      expect(new Set(firstStarts).size).toBe(1)
      const madeOnFirstStarts = made
      expect(await keepSecret(database.db, 'test', make)).toBe(firstStarts[0])
      expect(made).toBe(madeOnFirstStarts)
    } finally {
      await database.close()
    }
  })
})
