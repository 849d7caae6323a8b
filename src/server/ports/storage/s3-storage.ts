import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { linkSeconds, StoredFileMissing, type FileBody, type FileStorage } from './file-storage.ts'

export type S3StorageConfig = {
  bucket: string
  /** Unset: AWS itself; set for MinIO, Yandex Object Storage, Selectel and other S3-compatible stores. */
  endpoint?: string
  /** Set: downloads get links signed for this address, the store as browsers reach it. */
  publicUrl?: string
  region: string
  /** Both or neither; neither lets the SDK find credentials itself (instance role, AWS_* variables). */
  accessKeyId?: string
  secretAccessKey?: string
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most self-hosted stores. */
  forcePathStyle: boolean
}

/**
 * Any S3-compatible object store: every instance behind the load balancer sees the same files. The SDK is loaded
 * here, not imported at the top: the built server is one file, and a top-level import would load the SDK (a tenth
 * of the start's module loading) on every start, also without a bucket.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const loading = import('@aws-sdk/client-s3')
  const clientFor = (endpoint: string | undefined) =>
    loading.then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          ...(endpoint ? { endpoint } : {}),
          forcePathStyle: config.forcePathStyle,
          ...(config.accessKeyId && config.secretAccessKey
            ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
            : {}),
          // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default ones.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    )
  const connecting = clientFor(config.endpoint)
  const publicUrl = config.publicUrl
  // Signing is computed here, with the address browsers use; the store is not asked.
  const signing = publicUrl ? clientFor(publicUrl) : null
  const Bucket = config.bucket

  const body = async (key: string): Promise<Readable> => {
    const [{ GetObjectCommand, NoSuchKey, S3ServiceException }, client] = await Promise.all([
      loading,
      connecting,
    ])
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body`)
      return answer.Body
    } catch (error) {
      const missing =
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      throw missing ? new StoredFileMissing(key) : error
    }
  }

  const putObject = async (key: string, body: Uint8Array | Readable, length: number) => {
    const [{ PutObjectCommand }, client] = await Promise.all([loading, connecting])
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: length }))
  }

  return {
    async put(key, body: FileBody) {
      if (body instanceof Uint8Array) return putObject(key, body, body.byteLength)
      // PutObject takes a stream only with its length, which an upload's is not until it ends: it is written to a
      // temporary file first, never held in memory (a multipart upload would hold a 5 MB part for each).
      const folder = await mkdtemp(join(tmpdir(), 'upload-'))
      try {
        const path = join(folder, 'file')
        await pipeline(body, createWriteStream(path))
        await putObject(key, createReadStream(path), (await stat(path)).size)
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
    async get(key) {
      const chunks: Buffer[] = []
      for await (const chunk of await body(key)) chunks.push(chunk as Buffer)
      return new Uint8Array(Buffer.concat(chunks))
    },
    open: body,
    async remove(key) {
      const [{ DeleteObjectCommand }, client] = await Promise.all([loading, connecting])
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async check() {
      const [{ HeadBucketCommand }, client] = await Promise.all([loading, connecting])
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    ...(signing && {
      async signedLink(key: string, file: { fileName: string; contentType: string }) {
        const [{ GetObjectCommand }, { getSignedUrl }, client] = await Promise.all([
          loading,
          import('@aws-sdk/s3-request-presigner'),
          signing,
        ])
        const command = new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: file.contentType,
          ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          ResponseCacheControl: 'private, no-store',
        })
        return getSignedUrl(client, command, { expiresIn: linkSeconds })
      },
    }),
  }
}
