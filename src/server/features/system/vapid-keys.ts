import type { Executor } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { generateVapidKeys, type VapidKeys } from '../../ports/push/vapid-key-pair.ts'
import { keepSecret } from './server-secrets.repository.ts'

/**
 * The key pair that signs web pushes (VAPID): `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY`, or a pair made on the
 * first start and kept in the database like the token-signing secret, so every instance signs with the same
 * key and the devices' subscriptions, made for that key, survive restarts.
 */
export async function vapidKeys(env: Env, db: Executor): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
  const kept = await keepSecret(db, 'vapid', () => JSON.stringify(generateVapidKeys()))
  return JSON.parse(kept) as VapidKeys
}
