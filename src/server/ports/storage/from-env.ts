import { join } from 'node:path'
import type { Env } from '../../env.ts'
import { createFolderStorage, type FileStorage } from './file-storage.ts'

/** The bucket S3_BUCKET names, else the folder under DATA_DIR; the AWS SDK is loaded only for a bucket. */
export async function storageFor(env: Env): Promise<FileStorage> {
  if (!env.S3_BUCKET) return createFolderStorage(join(env.DATA_DIR, 'files'))
  const { createS3Storage } = await import('./s3-storage.ts')
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    publicUrl: env.S3_PUBLIC_URL,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}

/** What the start-up line says about where files go. */
export function storageName(env: Env): string {
  return env.S3_BUCKET ? `S3 ${env.S3_BUCKET}` : `папка ${join(env.DATA_DIR, 'files')}`
}
