import { generateKeyPairSync } from 'node:crypto'

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * A P-256 key pair as web push wants it (RFC 8292): the public key as the 65-byte uncompressed point, the private
 * key as its 32-byte scalar, both base64url. Made with Node's own crypto, so that the start does not load the
 * web-push package, which only the notification job needs.
 */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65)
  const scalar = privateKey.export({ format: 'jwk' }).d!
  return { publicKey: point.toString('base64url'), privateKey: scalar }
}
