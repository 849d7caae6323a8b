import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { uploadInProgressMessage } from '../../src/contract/common/error-messages.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { receiptMessages, taxReceiptLimitBytes } from '../../src/contract/receipts/requests.ts'
import { createFolderStorage, StoredFileMissing } from '../../src/server/ports/storage/file-storage.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { heldStorage } from '../support/held-storage.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { head, jsonOf, listenLocally, openConnection, statusOf } from '../support/raw-http.ts'

/**
 * Issue 43, item 9: a worker's uploads are read one at a time, each streamed to the storage. A second upload while
 * the first is on its way is refused at once, before its body is read, and reaches no storage.
 */
let folder: string
let held: ReturnType<typeof heldStorage>
let test: TestApp
let actors: Actors
let port: number

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'one-upload-'))
  held = heldStorage(createFolderStorage(folder))
  ;({ test, actors } = await createOrderTestApp({ storage: held.storage }))
  port = await listenLocally(test.app)
})
afterAll(async () => {
  await test.close()
  await rm(folder, { recursive: true, force: true })
})

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
const receiptFile = { field: 'taxReceiptFile', name: 'чек.jpg', type: 'image/jpeg', bytes: photo }
const uploadReceipt = (orderId: number) =>
  callApi(test.app, receiptEndpoints.upload, {
    token: actors.worker,
    upload: { fields: { orderId: String(orderId) }, file: receiptFile },
  })

async function paidOrder(): Promise<number> {
  const order = await orderIn(test, actors, 'ACT_SENT')
  const confirmed = await callApi(test.app, actEndpoints.confirm, {
    token: actors.worker,
    body: { id: order.id },
  })
  expect(confirmed.status).toBe(204)
  return order.id
}

const boundary = 'oneatatime'
/** The head and the first bytes of a 2 MB receipt upload: the rest is never sent. */
function startedUpload(orderId: number) {
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n${orderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="taxReceiptFile"; filename="чек.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  )
  const requestHead = head(receiptEndpoints.upload.method, receiptEndpoints.upload.path, {
    authorization: `Bearer ${actors.worker}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': start.length + 2 * 1024 * 1024,
  })
  return Buffer.concat([Buffer.from(requestHead), start, photo.subarray(0, 1000)])
}

describe('a worker’s second upload while the first is on its way', () => {
  it('is refused at once with 429, before its body is read, and writes nothing', async () => {
    const [first, second] = [await paidOrder(), await paidOrder()]
    const hold = held.hold()
    const uploading = uploadReceipt(first)
    await hold.entered
    const writes = held.written.length

    const connection = await openConnection(port)
    await connection.write(startedUpload(second))
    const answered = await connection.waitFor((received) => statusOf(received) !== null, 800)
    expect(answered, 'an answer with most of the file unsent').toBe(true)
    expect(statusOf(connection.received()), connection.received()).toBe(429)
    expect(jsonOf(connection.received())).toEqual({ message: uploadInProgressMessage })
    connection.socket.destroy()
    expect(held.written.length).toBe(writes)

    // Not even a body that is no form at all is read.
    const garbage = await test.app.inject({
      method: receiptEndpoints.upload.method,
      url: receiptEndpoints.upload.path,
      headers: {
        authorization: `Bearer ${actors.worker}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: 'не форма',
    })
    expect(garbage.statusCode).toBe(429)

    hold.release()
    expect((await uploading).status).toBe(200)
    expect(held.streamed, 'the receipt went to the storage as a stream').toContain(held.written[writes - 1])
    // Its turn over, the next upload is read again: a file is never VERIFIED, so it replaces the first (decision 085).
    const again = await uploadReceipt(first)
    expect(again.status).toBe(200)
    expect((await uploadReceipt(second)).status).toBe(200)
  })

  it('does not wait for another person’s upload', async () => {
    const [order, paid] = [await orderIn(test, actors, 'DONE'), await paidOrder()]
    const hold = held.hold()
    const uploading = uploadReceipt(paid)
    await hold.entered
    const act = await callApi(test.app, actEndpoints.upload, {
      token: actors.staff,
      upload: {
        fields: { id: String(order.id) },
        file: {
          field: 'file',
          name: 'Акт.pdf',
          type: 'application/pdf',
          bytes: Buffer.from('%PDF-1.4\n%%EOF'),
        },
      },
    })
    hold.release()
    expect(act.status).toBe(204)
    expect((await uploading).status).toBe(200)
  })
})

describe('a streamed upload', () => {
  it('past the limit is refused with 413, and what was written of it is removed', async () => {
    const order = await paidOrder()
    const writes = held.written.length
    const tooLarge = Buffer.concat([photo, Buffer.alloc(taxReceiptLimitBytes, 7)])
    const answer = await callApi(test.app, receiptEndpoints.upload, {
      token: actors.worker,
      upload: { fields: { orderId: String(order) }, file: { ...receiptFile, bytes: tooLarge } },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: receiptMessages.tooLarge })
    // Refused before the storage if the limit was passed while the worker was admitted, else removed from it.
    for (const key of held.written.slice(writes))
      await expect(held.storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing)
    expect((await uploadReceipt(order)).status).toBe(200)
  })
})
