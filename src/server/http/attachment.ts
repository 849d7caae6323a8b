import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** `content-disposition` of a file saved under its name, which may be Russian (RFC 5987). */
export const asAttachment = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`

/** A file made for the one who asked (a registry, an export, a template): saved under its name, never cached. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { type: string; name: string; bytes: Uint8Array | Readable },
) {
  return reply
    .type(file.type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', asAttachment(file.name))
    .send(file.bytes)
}
