import { Secret, TOTP } from 'otpauth'
import { shopCodeRules } from '#contract/check-in/rules.ts'

const totpOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: shopCodeRules.algorithm,
    digits: shopCodeRules.digits,
    period: shopCodeRules.periodSeconds,
  })

export const newShopSecret = () => new Secret({ size: 20 }).base32

/** The shop's code of the minute `at` falls in (the shop's screen makes the same one). */
export const shopCodeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() })

/**
 * Whether `code` is the shop's code for the minute of `at` (or the one next to it): `expired` when it is the
 * shop's code of a quarter-hour before, so the worker is told to read the screen again rather than that the
 * digits are wrong.
 */
export function judgeShopCode(secret: string, code: string, at: Date): 'valid' | 'expired' | 'wrong' {
  const totp = totpOf(secret)
  const timestamp = at.getTime()
  if (totp.validate({ token: code, timestamp, window: shopCodeRules.acceptedSteps }) !== null) return 'valid'
  const delta = totp.validate({ token: code, timestamp, window: shopCodeRules.expiredWithinSteps })
  return delta !== null && delta < 0 ? 'expired' : 'wrong'
}
