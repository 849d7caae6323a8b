import { randomBytes } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { keepSecret } from './server-secrets.repository.ts'

/**
 * The secret that signs tokens, SMS code hashes and download links: `JWT_SECRET`, or one made at random on the
 * first start and kept in the database (in `DATA_DIR` with PGlite), so sessions survive restarts and no
 * installation shares a secret with another.
 */
export async function signingSecret(env: Env, db: Executor): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET
  return keepSecret(db, 'jwt', () => randomBytes(48).toString('base64url'))
}
