import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { roleSchema } from '#contract/auth/role-schemas.ts'
import type { Role } from '#contract/auth/roles.ts'
import { z } from 'zod'
import type { Clock } from '../../kernel/clock.ts'

const accessClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  kind: z.enum(['employee', 'worker']),
  roles: z.array(roleSchema),
  sid: z.string().uuid(),
})
export type AccessClaims = { userId: number; kind: 'employee' | 'worker'; roles: Role[]; sessionId: string }

const registrationClaims = z.object({ phone: z.string(), purpose: z.literal('registration') })

const registrationTtlSeconds = 30 * 60

/** Access tokens whose signature was checked, remembered by their text (at most this many, the oldest forgotten first). */
const verifiedTokensKept = 10_000

export type TokenService = ReturnType<typeof createTokenService>

/** Short-lived signed access tokens, registration proofs, and opaque refresh tokens stored as hashes. */
export function createTokenService(options: {
  /** Read from the database while the app is built; settled before the server takes its first request. */
  secret: Promise<string>
  accessTtlSeconds: number
  clock: Clock
}) {
  const key = async () => new TextEncoder().encode(await options.secret)
  const seconds = () => Math.floor(options.clock().getTime() / 1000)
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>()

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ kind: claims.kind, roles: claims.roles, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + options.accessTtlSeconds)
        .setAudience('access')
        .sign(await key())
    },

    /**
     * The token's claims if it is signed by us, for access and not expired. A token checked once is remembered by its
     * exact text until it expires: each request of a session brings the same token, and checking its signature again
     * (WebCrypto's HMAC, a round trip through the thread pool) was the costliest step of a signed-in request. Whether
     * its session still holds is checked on every request all the same (sessions.service.ts).
     */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const now = options.clock()
      const known = verified.get(token)
      if (known) {
        if (Math.floor(now.getTime() / 1000) < known.expiresAt) return known.claims
        verified.delete(token)
        return null
      }
      const verifyingKey = await key()
      try {
        const { payload } = await jwtVerify(token, verifyingKey, {
          algorithms: ['HS256'],
          audience: 'access',
          currentDate: now,
        })
        const parsed = accessClaims.parse(payload)
        const claims: AccessClaims = Object.freeze({
          userId: Number(parsed.sub),
          kind: parsed.kind,
          roles: Object.freeze(parsed.roles) as Role[],
          sessionId: parsed.sid,
        })
        if (typeof payload.exp === 'number') {
          if (verified.size >= verifiedTokensKept) verified.delete(verified.keys().next().value!)
          verified.set(token, { claims, expiresAt: payload.exp })
        }
        return claims
      } catch {
        return null
      }
    },

    async signRegistration(phone: string): Promise<string> {
      return new SignJWT({ phone, purpose: 'registration' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + registrationTtlSeconds)
        .setAudience('registration')
        .sign(await key())
    },

    async verifyRegistration(token: string): Promise<string | null> {
      const verifyingKey = await key()
      try {
        const { payload } = await jwtVerify(token, verifyingKey, {
          algorithms: ['HS256'],
          audience: 'registration',
          currentDate: options.clock(),
        })
        return registrationClaims.parse(payload).phone
      } catch {
        return null
      }
    },

    newRefreshToken(): string {
      return randomBytes(32).toString('base64url')
    },
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
