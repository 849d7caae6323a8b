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

export type TokenService = ReturnType<typeof createTokenService>

/** Short-lived signed access tokens, registration proofs, and opaque refresh tokens stored as hashes. */
export function createTokenService(options: { secret: string; accessTtlSeconds: number; clock: Clock }) {
  const key = new TextEncoder().encode(options.secret)
  const seconds = () => Math.floor(options.clock().getTime() / 1000)

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ kind: claims.kind, roles: claims.roles, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + options.accessTtlSeconds)
        .setAudience('access')
        .sign(key)
    },

    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: 'access',
          currentDate: options.clock(),
        })
        const claims = accessClaims.parse(payload)
        return { userId: Number(claims.sub), kind: claims.kind, roles: claims.roles, sessionId: claims.sid }
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
        .sign(key)
    },

    async verifyRegistration(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
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
