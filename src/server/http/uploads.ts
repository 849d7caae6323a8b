import type { FastifyRequest } from 'fastify'
import type { MultipartFile } from '@fastify/multipart'
import { idSchema } from '#contract/common/ids.ts'
import { messages } from '#contract/common/messages.ts'
import { hasNoNul } from '#contract/common/rules.ts'
import { multipartLimits, uploadFileLimitBytes } from './body-limits.ts'
import { BadInput, ServiceError } from '../kernel/errors.ts'

/** One upload route's form: an id field, which forms send before the file, and the file's field. */
export type UploadForm = {
  idField: string
  /** Said when the id is missing or is not an id. */
  idMessage: string
  fileField: string
  noFileMessage: string
  tooLargeMessage: string
  limitBytes?: number
  /**
   * Ownership and the state of what the file is for, checked as soon as the id is read: a refusal costs the
   * server none of the file's bytes. The route's roles were checked before the body was touched.
   */
  admit: (id: number) => Promise<void>
}

export type Upload = { id: number; bytes: Uint8Array; fileName: string }

/**
 * Reads a multipart upload as a stream: the id, then the caller's right to upload (`admit`), then the file,
 * refused with 413 the moment it passes the limit. Whatever is refused, the rest of the body is thrown away as
 * it arrives, so the client gets its answer and nothing of it is kept.
 */
export async function readUpload(request: FastifyRequest, form: UploadForm): Promise<Upload> {
  const limitBytes = form.limitBytes ?? uploadFileLimitBytes
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts({ limits: { ...multipartLimits, fileSize: limitBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== form.fileField) break
      const id = idSchema.safeParse(fields[form.idField])
      if (!id.success) throw new BadInput(form.idMessage, { [form.idField]: form.idMessage })
      if (!hasNoNul(part.filename))
        throw new BadInput(messages.noSpecialSymbols, { [form.fileField]: messages.noSpecialSymbols })
      await form.admit(id.data)
      return { id: id.data, bytes: await readFile(part, form.tooLargeMessage), fileName: part.filename }
    }
  } catch (error) {
    discardRest(request)
    throw error
  }
  discardRest(request)
  throw new BadInput(form.noFileMessage, { [form.fileField]: form.noFileMessage })
}

/**
 * The file's bytes. Busboy stops adding to the file at the limit, marks it `truncated` and emits `limit`, which
 * may have happened already while the caller was being admitted.
 */
function readFile(part: MultipartFile, tooLargeMessage: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const tooLarge = () => {
      chunks.length = 0
      reject(new ServiceError(413, tooLargeMessage))
    }
    if (part.file.truncated) return tooLarge()
    part.file.once('limit', tooLarge)
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk))
    part.file.once('end', () =>
      part.file.truncated ? tooLarge() : resolve(new Uint8Array(Buffer.concat(chunks))),
    )
    part.file.once('error', reject)
  })
}

/** Unhooks the multipart parser and lets the body flow to nowhere, so a keep-alive connection is not held. */
function discardRest(request: FastifyRequest) {
  request.raw.unpipe()
  request.raw.resume()
}
