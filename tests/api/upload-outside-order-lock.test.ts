import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { certificates, files } from '../../src/server/db/schema/index.ts'
import { createFolderStorage, StoredFileMissing } from '../../src/server/ports/storage/file-storage.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { heldStorage } from '../support/held-storage.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'

/**
 * Decision 036, item 1: an upload's bytes go to the storage before the order is locked, so a slow object store
 * holds no row lock; an upload refused after its bytes were written leaves no object behind.
 */
let folder: string
let held: ReturnType<typeof heldStorage>
let test: TestApp
let actors: Actors

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'held-storage-'))
  held = heldStorage(createFolderStorage(folder))
  ;({ test, actors } = await createOrderTestApp({ storage: held.storage }))
})
afterAll(async () => {
  await test.close()
  await rm(folder, { recursive: true, force: true })
})

const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])

const actFile = { field: 'file', name: 'Акт.pdf', type: 'application/pdf', bytes: pdf }
const receiptFile = { field: 'taxReceiptFile', name: 'чек.jpg', type: 'image/jpeg', bytes: photo }

const uploadAct = (orderId: number) =>
  callApi(test.app, actEndpoints.upload, {
    token: actors.staff,
    upload: { fields: { id: String(orderId) }, file: actFile },
  })

const uploadReceipt = (orderId: number) =>
  callApi(test.app, receiptEndpoints.upload, {
    token: actors.worker,
    upload: { fields: { orderId: String(orderId) }, file: receiptFile },
  })

/**
 * Whether another transaction can take the order's row at once: on PostgreSQL NOWAIT refuses a held lock; on
 * PGlite, one connection, a transaction still open elsewhere makes this one wait, which the time limit tells.
 */
async function lockableAtOnce(orderId: number): Promise<'locked' | 'refused' | 'waited'> {
  const attempt = test.db
    .transaction((tx) => tx.execute(sql`select id from orders where id = ${orderId} for update nowait`))
    .then(
      () => 'locked' as const,
      () => 'refused' as const,
    )
  const limit = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000))
  return Promise.race([attempt, limit])
}

async function paidOrder(): Promise<number> {
  const order = await orderIn(test, actors, 'ACT_SENT')
  const confirmed = await callApi(test.app, actEndpoints.confirm, {
    token: actors.worker,
    body: { id: order.id },
  })
  expect(confirmed.status).toBe(204)
  return order.id
}

describe('an upload while its bytes are in the storage', () => {
  it.each([
    ['an act', async () => (await orderIn(test, actors, 'DONE')).id, uploadAct],
    ['a receipt', paidOrder, uploadReceipt],
  ])('of %s leaves the order unlocked, then is kept', async (_what, orderFor, upload) => {
    const orderId = await orderFor()
    const hold = held.hold()
    const uploading = upload(orderId)
    await hold.entered
    const lock = await lockableAtOnce(orderId)
    hold.release()
    expect((await uploading).status).toBeLessThan(300)
    expect(lock).toBe('locked')
  })

  it('refused under the lock, because the act was generated meanwhile, leaves no object and no row', async () => {
    const order = await orderIn(test, actors, 'DONE')
    const before = held.written.length
    const hold = held.hold()
    const uploading = uploadAct(order.id)
    await hold.entered
    const generating = callApi(test.app, actEndpoints.generate, {
      token: actors.staff,
      body: { id: order.id },
    })
    // Lets the generation finish first where nothing holds the order; with the lock held it waits for the upload.
    await Promise.race([generating, new Promise((resolve) => setTimeout(resolve, 2000))])
    hold.release()
    const [uploaded, generated] = await Promise.all([uploading, generating])
    expect(generated.status).toBe(204)
    expect(uploaded.status).toBe(409)

    const [uploadKey, actKey] = held.written.slice(before)
    await expect(held.storage.get(uploadKey!)).rejects.toBeInstanceOf(StoredFileMissing)
    const rows = await test.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, [uploadKey!, actKey!]))
    expect(rows).toEqual([{ storageKey: actKey }])
    const [act] = await test.db.select().from(certificates).where(eq(certificates.orderId, order.id))
    expect(act?.status).toBe('SENT')
    expect((await held.storage.get(actKey!)).byteLength).toBeGreaterThan(0)
  })
})
