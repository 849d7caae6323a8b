import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3StorageConfig } from '../../src/server/ports/storage/s3-storage.ts'

/** A real S3-protocol server (s3rver) on a free port over a throwaway folder, with one empty bucket. */
export type S3Server = {
  endpoint: string
  config: S3StorageConfig
  /** The same store as the server's environment variables. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3Server(bucket = 'smeny-files'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts any signature made with its well-known key pair.
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    endpoint,
    config: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...keys },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
