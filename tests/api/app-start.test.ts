import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.ts'

/** A PGlite folder the server cannot open ends the start with why, before anything is built on it. */
let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'app-start-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('opening PGlite', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'fails with why when the folder cannot be opened',
    async () => {
      const notAFolder = join(folder, 'file')
      await writeFile(notAFolder, 'не папка')
      await expect(openDatabase({ dataDir: notAFolder })).rejects.toThrow(
        `PGlite could not open ${notAFolder}`,
      )
    },
    // PGlite compiles its WebAssembly before it finds the folder unusable: seconds on a busy machine.
    120_000,
  )
})
