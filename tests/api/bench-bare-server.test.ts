import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureCall, devToken, type Statement } from '../../bench/direct-database.ts'
import { send } from '../../bench/load.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from '../../bench/orders-database.ts'
import { filterCall, staffPhone } from '../../bench/orders-filter.ts'
import type { BareServer } from '../../bench/server-process.ts'

// The benchmark's "Bare HTTP" rows (decision 054) are only a floor if the bare server runs the call's statements.
describe.skipIf(process.env.TEST_DB !== 'pglite')('the benchmark’s bare server on PGlite', () => {
  let database: OrdersDatabase
  let bare: BareServer
  let statements: Statement[]
  beforeAll(async () => {
    database = await prepareOrdersDatabase('pglite', 'bare_server_test', 600)
    const direct = await database.openDirect(1)
    try {
      const token = await devToken(direct.app, staffPhone, 'employee')
      statements = await captureCall(direct, { ...filterCall(await benchCityId(direct)), token })
    } finally {
      await direct.close()
    }
    bare = await database.startBareServer({ 'staff-filter': statements })
  })
  afterAll(async () => {
    await bare?.stop()
    await database.remove()
  })

  const ask = async (token: string) => {
    const answer = await send(bare.baseUrl, {
      method: 'POST',
      path: '/any',
      headers: { authorization: `Bearer ${token}` },
      body: {},
    })
    return { status: answer.status, body: JSON.parse(brotliDecompressSync(answer.bytes).toString('utf8')) }
  }

  it('answers the last statement’s rows, Brotli-compressed, for the token’s statements', async () => {
    const pageIds = statements.at(-1)!.params[0]
    const { status, body } = await ask('staff-filter')
    expect(status).toBe(200)
    // The views' first column is the order's id.
    const ids = (body as { content: unknown[][] }).content.map((row) => row[0])
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.map(String)).toEqual(JSON.parse(`[${String(pageIds).slice(1, -1)}]`))
  })

  // The one-client benchmark runs the statements, the bare server and the server at once: PGlite, one process per folder.
  it('answers the same rows from a copy of the folder while the original is open in another process', async () => {
    const copy = await database.copy()
    try {
      const beside = await copy.startBareServer({ 'staff-filter': statements })
      try {
        const fromCopy = await send(beside.baseUrl, {
          method: 'POST',
          path: '/any',
          headers: { authorization: 'Bearer staff-filter' },
          body: {},
        })
        expect(fromCopy.status).toBe(200)
        expect(JSON.parse(brotliDecompressSync(fromCopy.bytes).toString('utf8'))).toEqual(
          (await ask('staff-filter')).body,
        )
      } finally {
        await beside.stop()
      }
    } finally {
      await copy.remove()
    }
    expect((await ask('staff-filter')).status).toBe(200)
  })

  it('runs nothing for a token it was not given', async () => {
    expect(await ask('someone-else')).toEqual({ status: 200, body: { content: [] } })
  })
})
