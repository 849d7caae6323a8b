import { createHash, randomBytes } from 'node:crypto'
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

/** The shop screen's credential; only its SHA-256 is kept, so the table alone does not open a screen. */
export const newScreenToken = () => randomBytes(32).toString('base64url')
export const screenTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Whether `code` is the shop's code for the minute of `at` or the one next to it. A code of any other minute is
 * as wrong as one that never was the shop's: an answer telling them apart told a guesser which digits were real.
 */
export function isShopCode(secret: string, code: string, at: Date): boolean {
  return (
    totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: shopCodeRules.acceptedSteps }) !==
    null
  )
}

/** The shop's codes from the minute of `now` on, for the screen to show one after another. */
export function screenCodes(secret: string, now: Date): { from: string; code: string }[] {
  const totp = totpOf(secret)
  const periodMs = shopCodeRules.periodSeconds * 1000
  const first = Math.floor(now.getTime() / periodMs) * periodMs
  return Array.from({ length: shopCodeRules.screenMinutesAhead + 1 }, (_, step) => {
    const from = first + step * periodMs
    return { from: new Date(from).toISOString(), code: totp.generate({ timestamp: from }) }
  })
}
