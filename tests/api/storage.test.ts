import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFolderStorage,
  StoredFileMissing,
  type FileStorage,
} from '../../src/server/ports/storage/file-storage.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createS3Storage } from '../../src/server/ports/storage/s3-storage.ts'
import { startS3Server, type S3Server } from '../support/s3.ts'

/**
 * Issue 20, item 1: one suite, run on the folder and on S3 (a real s3rver, never a mock of the SDK), so both
 * adapters keep the same promises to the files service.
 */
type Adapter = { storage: FileStorage; close(): Promise<void> }

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'folder-storage-'))
      return { storage: createFolderStorage(root), close: () => rm(root, { recursive: true, force: true }) }
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startS3Server()
      return { storage: createS3Storage(s3.config), close: () => s3.close() }
    },
  ],
]

async function readAll(stream: AsyncIterable<unknown>) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return { bytes: Buffer.concat(chunks), chunks: chunks.length }
}

describe.each(adapters)('%s storage', (_name, open) => {
  let adapter: Adapter
  beforeAll(async () => {
    adapter = await open()
  })
  afterAll(() => adapter.close())

  it('gives back the bytes it was given, whole and as a stream', async () => {
    const bytes = new Uint8Array(randomBytes(70_000))
    await adapter.storage.put('receipts/one.jpg', bytes)
    expect(Buffer.from(await adapter.storage.get('receipts/one.jpg')).equals(Buffer.from(bytes))).toBe(true)
    const read = await readAll(await adapter.storage.open('receipts/one.jpg'))
    expect(read.bytes.equals(Buffer.from(bytes))).toBe(true)
  })

  it('writes an upload from its stream, and writes nothing of a stream that fails', async () => {
    const bytes = randomBytes(300_000)
    const pieces = [bytes.subarray(0, 100_000), bytes.subarray(100_000)]
    await adapter.storage.put('receipts/streamed.pdf', Readable.from(pieces))
    expect(Buffer.from(await adapter.storage.get('receipts/streamed.pdf')).equals(bytes)).toBe(true)
    async function* tooLarge() {
      yield bytes.subarray(0, 1000)
      throw new Error('past the limit')
    }
    await expect(adapter.storage.put('receipts/refused.pdf', Readable.from(tooLarge()))).rejects.toThrow(
      'past the limit',
    )
    await expect(adapter.storage.get('receipts/refused.pdf')).rejects.toBeInstanceOf(StoredFileMissing)
  })

  it('replaces a file stored again under the same key', async () => {
    await adapter.storage.put('acts/same.pdf', new TextEncoder().encode('first'))
    await adapter.storage.put('acts/same.pdf', new TextEncoder().encode('second'))
    expect(new TextDecoder().decode(await adapter.storage.get('acts/same.pdf'))).toBe('second')
  })

  it('streams a 5 MB file in pieces rather than as one buffer', async () => {
    const bytes = new Uint8Array(randomBytes(5 * 1024 * 1024))
    await adapter.storage.put('registries/big.zip', bytes)
    const read = await readAll(await adapter.storage.open('registries/big.zip'))
    expect(read.bytes.equals(Buffer.from(bytes))).toBe(true)
    expect(read.chunks).toBeGreaterThan(1)
  })

  it('reports a file it does not have as missing, the same way on every adapter', async () => {
    await expect(adapter.storage.get('receipts/none.jpg')).rejects.toBeInstanceOf(StoredFileMissing)
    await expect(adapter.storage.open('receipts/none.jpg')).rejects.toBeInstanceOf(StoredFileMissing)
  })

  it('deletes a file, and takes a missing one as already deleted', async () => {
    await adapter.storage.put('receipts/gone.jpg', new TextEncoder().encode('bytes'))
    await adapter.storage.remove('receipts/gone.jpg')
    await expect(adapter.storage.get('receipts/gone.jpg')).rejects.toBeInstanceOf(StoredFileMissing)
    await expect(adapter.storage.remove('receipts/gone.jpg')).resolves.toBeUndefined()
  })

  it('is reachable for the readiness check', async () => {
    await expect(adapter.storage.check()).resolves.toBeUndefined()
  })
})

describe('an unreachable storage', () => {
  let s3: S3Server
  beforeAll(async () => {
    s3 = await startS3Server()
  })
  afterAll(() => s3.close())

  it('fails the readiness check for a bucket the store does not have', async () => {
    await expect(createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }).check()).rejects.toThrow()
  })

  it('fails the readiness check for a store that does not answer', async () => {
    const storage = createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' })
    await expect(storage.check()).rejects.toThrow()
  })

  it('refuses a key that would leave the folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'folder-storage-'))
    await expect(createFolderStorage(root).put('../outside.txt', new Uint8Array(1))).rejects.toThrow(
      /escapes/,
    )
    await rm(root, { recursive: true, force: true })
  })
})

describe('the S3 settings', () => {
  const parse = (env: Record<string, string>) => () => parseEnv({ NODE_ENV: 'test', ...env })

  it('keep files in the folder unless S3_BUCKET is set', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).S3_BUCKET).toBeUndefined()
    const s3 = parseEnv({ NODE_ENV: 'test', S3_BUCKET: 'smeny-files', S3_FORCE_PATH_STYLE: 'true' })
    expect(s3).toMatchObject({ S3_BUCKET: 'smeny-files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true })
    // Compose's `${S3_BUCKET:-}` and an emptied line of an env file leave a variable unset.
    const emptied = parseEnv({ NODE_ENV: 'test', S3_BUCKET: '', METRICS_TOKEN: '' })
    expect([emptied.S3_BUCKET, emptied.METRICS_TOKEN]).toEqual([undefined, undefined])
  })

  it('stop the server with a clear message when they do not make sense', () => {
    expect(parse({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT: set S3_BUCKET too/)
    expect(parse({ S3_BUCKET: 'Files_2026' })).toThrow(/S3_BUCKET: a bucket name/)
    expect(parse({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: the store's address/,
    )
    expect(parse({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(parse({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
