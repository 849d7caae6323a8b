import { Socket } from 'node:net'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { MultipartFile } from '@fastify/multipart'
import { requestTimeoutMessage, uploadInProgressMessage } from '#contract/common/error-messages.ts'
import { idSchema } from '#contract/common/ids.ts'
import { messages } from '#contract/common/messages.ts'
import { isStorableText } from '#contract/common/rules.ts'
import { multipartLimits, uploadFileLimitBytes } from './body-limits.ts'
import { allowLongUpload } from './body-timeouts.ts'
import type { AuthUser } from '../kernel/actor.ts'
import { BadInput, ServiceError, TooManyRequests } from '../kernel/errors.ts'
import { detectFileKind, kindSignatureBytes } from '../shared/files/file-kinds.ts'
import type { UploadedFile } from '../shared/files/files.service.ts'

/** One upload route's form: an id field, which forms send before the file, and the file's field. */
export type UploadForm = {
  /** The signed-in caller, whom the route's roles admitted: one upload of theirs is read at a time. */
  uploader: Pick<AuthUser, 'kind' | 'id'>
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

export type Upload = { id: number; file: UploadedFile; fileName: string }

/** Callers with an upload being read on this instance. */
const uploading = new Set<string>()

/**
 * Reads a multipart upload as a stream: the id, then the caller's right to upload (`admit`), then the file, which
 * `store` writes to the storage as it arrives, refused with 413 the moment it passes the limit. A caller's
 * second upload while their first is read is refused at once, its body unread (decision 073). Whatever is
 * refused, the rest of the body is thrown away as it arrives, so the client gets its answer and nothing of it is
 * kept.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  form: UploadForm,
  store: (upload: Upload) => Promise<T>,
): Promise<T> {
  const uploader = `${form.uploader.kind}:${form.uploader.id}`
  if (uploading.has(uploader)) throw new TooManyRequests(uploadInProgressMessage)
  uploading.add(uploader)
  allowLongUpload(request)
  // A connection that closes before the body is whole (cut for slowness, or the client gone) ends the upload,
  // which the multipart parser would otherwise wait for forever, holding the caller's turn.
  let stopWatching = () => {}
  const cut = new Promise<never>((_resolve, reject) => {
    stopWatching = whenCutOff(request, () => reject(new ServiceError(408, requestTimeoutMessage)))
  })
  try {
    return await Promise.race([readUpload(request, form, store), cut])
  } catch (error) {
    discardRest(request)
    throw error
  } finally {
    stopWatching()
    uploading.delete(uploader)
  }
}

/**
 * Calls `cutOff` if the connection closes before the request's body is whole; answers the unsubscribing. The
 * request itself says nothing when its socket is destroyed under it, so the socket is watched.
 */
function whenCutOff(request: FastifyRequest, cutOff: () => void): () => void {
  const { raw } = request
  const closed = () => {
    if (!raw.complete) cutOff()
  }
  // Light-my-request's injected requests have no socket, and their bodies are whole from the start.
  if (!(raw.socket instanceof Socket)) return () => {}
  const socket = raw.socket
  socket.once('close', closed)
  return () => socket.off('close', closed)
}

async function readUpload<T>(
  request: FastifyRequest,
  form: UploadForm,
  store: (upload: Upload) => Promise<T>,
): Promise<T> {
  const limitBytes = form.limitBytes ?? uploadFileLimitBytes
  const fields: Record<string, string> = {}
  for await (const part of request.parts({ limits: { ...multipartLimits, fileSize: limitBytes } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value)
      continue
    }
    if (part.fieldname !== form.fileField) break
    // A form without an id (idField '') is admitted as it is; its route checked the caller's role already.
    const id =
      form.idField === '' ? { success: true as const, data: 0 } : idSchema.safeParse(fields[form.idField])
    if (!id.success) throw new BadInput(form.idMessage, { [form.idField]: form.idMessage })
    if (!isStorableText(part.filename))
      throw new BadInput(messages.noSpecialSymbols, { [form.fileField]: messages.noSpecialSymbols })
    await form.admit(id.data)
    // The file's stream fails when the connection closes first, so its write to the storage stops and is removed.
    const stopWatching = whenCutOff(request, () =>
      part.file.destroy(new ServiceError(408, requestTimeoutMessage)),
    )
    try {
      const file = await uploadedFile(part, form.tooLargeMessage)
      return await store({ id: id.data, file, fileName: part.filename })
    } finally {
      stopWatching()
    }
  }
  throw new BadInput(form.noFileMessage, { [form.fileField]: form.noFileMessage })
}

/** A small file read whole, for a route that reads its content (a list to import), with no id before it. */
export type BytesForm = Pick<UploadForm, 'uploader' | 'fileField' | 'noFileMessage' | 'tooLargeMessage'> & {
  limitBytes: number
}

/**
 * Reads the one file of a multipart upload into memory, up to `limitBytes` (413 past it), with the same turn
 * per caller and the same cut-off as `receiveUpload`. Only for files whose content the server parses at once.
 */
export async function receiveFileBytes(request: FastifyRequest, form: BytesForm): Promise<Buffer> {
  const admitted: UploadForm = {
    ...form,
    idField: '',
    idMessage: '',
    admit: async () => {},
  }
  return receiveUpload(request, admitted, async ({ file }) => {
    const chunks: Buffer[] = []
    for await (const chunk of file.content) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })
}

/**
 * The file's kind, from its first bytes, and its content as a stream that fails with 413 once the file passes
 * the limit: busboy then stops adding to it and marks it `truncated`, and the multipart plugin fails the stream.
 */
async function uploadedFile(part: MultipartFile, tooLargeMessage: string): Promise<UploadedFile> {
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]()
  const next = async () => {
    try {
      const chunk = await chunks.next()
      if (part.file.truncated) throw new ServiceError(413, tooLargeMessage)
      return chunk
    } catch (error) {
      throw part.file.truncated ? new ServiceError(413, tooLargeMessage) : error
    }
  }
  const head: Buffer[] = []
  let headLength = 0
  let ended = false
  while (headLength < kindSignatureBytes && !ended) {
    const chunk = await next()
    if (chunk.done) ended = true
    else {
      head.push(chunk.value)
      headLength += chunk.value.byteLength
    }
  }
  const first = Buffer.concat(head)
  async function* content() {
    if (first.byteLength > 0) yield first
    for (let chunk = ended ? null : await next(); chunk && !chunk.done; chunk = await next())
      yield chunk.value
  }
  return { kind: detectFileKind(first), content: Readable.from(content()) }
}

/** Unhooks the multipart parser and lets the body flow to nowhere, so a keep-alive connection is not held. */
function discardRest(request: FastifyRequest) {
  request.raw.unpipe()
  request.raw.resume()
}
