/** Uploads are recognised by their first bytes, never by name or declared type. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'xlsx' | 'zip'

/** Only kinds people upload are recognised; xlsx and zip are made by the server itself. */
const signatures: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** How many first bytes tell an upload's kind. */
export const kindSignatureBytes = Math.max(...signatures.map((signature) => signature.bytes.length))

export const contentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  return (
    signatures.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte))
      ?.kind ?? null
  )
}
