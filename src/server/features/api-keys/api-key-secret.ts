import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { apiKeyPrefix } from '#contract/api-keys/scopes.ts'

/** `smk_<id>_<secret>`: the id finds the key's row, the secret is compared to its stored SHA-256. */
export function newApiKey(id: number, secret = randomBytes(32).toString('base64url')) {
  return { key: `${apiKeyPrefix}${id}_${secret}`, secret }
}

export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** The key's id and secret, or null for anything not shaped as our key. */
export function readApiKey(token: string): { id: number; secret: string } | null {
  const match = /^smk_(\d{1,9})_([A-Za-z0-9_-]{43})$/.exec(token)
  return match ? { id: Number(match[1]), secret: match[2]! } : null
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashOfSecret(secret), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
