import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { parseEnv } from '../../src/server/env.ts'
import { generateVapidKeys } from '../../src/server/ports/push/push-sender.ts'
import { createDevSms } from '../../src/server/ports/sms/dev-sms.ts'
import { createMemoryStorage } from '../../src/server/ports/storage/file-storage.ts'

/**
 * Decision 056: the app is built while PGlite opens its folder, and is not handed out before the folder is open.
 * With the secret and the VAPID keys given by the environment, building it reads nothing from the database, so the
 * folder's opening is awaited for its own sake.
 */
let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'app-start-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('building the app on PGlite', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'fails with why when the folder cannot be opened, though nothing it builds reads the database',
    async () => {
      const notAFolder = join(folder, 'file')
      await writeFile(notAFolder, 'не папка')
      const database = await openDatabase({ dataDir: notAFolder })
      const vapid = generateVapidKeys()
      const building = buildApp({
        database,
        env: parseEnv({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SERVE_CLIENT: 'false',
          JWT_SECRET: 'x'.repeat(48),
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
        }),
        sms: createDevSms(() => {}),
        storage: createMemoryStorage(),
      })
      await expect(building).rejects.toThrow(`PGlite could not open ${notAFolder}`)
    },
  )
})
