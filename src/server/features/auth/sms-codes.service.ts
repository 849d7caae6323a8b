import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SmsCodeSent } from '#contract/auth/auth.ts'
import { smsCode, smsMessages } from '#contract/auth/sms-code.ts'
import { businessUtcOffsetHours, smsPerPhoneDailyLimit } from '#contract/settings/settings.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, TooManyRequests, Unavailable } from '../../http/errors.ts'
import type { SmsSender } from '../../ports/sms/sms-sender.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import { readSettings } from '../settings/settings.repository.ts'
import * as repository from './auth.repository.ts'
import { addressLimits } from './address-limits.ts'

export type SmsCodeService = ReturnType<typeof createSmsCodeService>

/** Start of the business day (Moscow time) that contains the instant. */
export function startOfBusinessDay(at: Date): Date {
  const shifted = new Date(at.getTime() + businessUtcOffsetHours * 3600_000)
  shifted.setUTCHours(0, 0, 0, 0)
  return new Date(shifted.getTime() - businessUtcOffsetHours * 3600_000)
}

export function createSmsCodeService(deps: { db: Database; sms: SmsSender; secret: string; clock: Clock }) {
  const hashCode = (phone: string, purpose: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${phone}:${code}`).digest('hex')

  return {
    /**
     * Checks the resend delay and the limits (per phone, per client address, in total), stores the code's
     * hash, then sends the SMS.
     */
    async request(purpose: repository.SmsPurpose, phone: string, address: string): Promise<SmsCodeSent> {
      const code = String(randomInt(0, 10 ** smsCode.length)).padStart(smsCode.length, '0')
      await deps.db.transaction(async (tx) => {
        await repository.lockSmsSending(tx)
        const now = deps.clock()
        const last = await repository.lastSmsTo(tx, phone)
        const sinceLast = last ? now.getTime() - last.sentAt.getTime() : Infinity
        if (sinceLast < smsCode.resendDelayMs) {
          throw new TooManyRequests(
            smsMessages.resendTooEarly(Math.ceil((smsCode.resendDelayMs - sinceLast) / 1000)),
          )
        }
        const dayStart = startOfBusinessDay(now)
        await addressLimits.check(tx, address, now, dayStart)
        const settings = await readSettings(tx)
        if (
          (await repository.countSmsSince(tx, new Date(now.getTime() - 60_000))) >= settings.smsMinutelyLimit
        ) {
          throw new TooManyRequests(smsMessages.minutelyLimit)
        }
        if ((await repository.countSmsSince(tx, dayStart)) >= settings.smsDailyLimit) {
          throw new TooManyRequests(smsMessages.dailyLimit)
        }
        if ((await repository.countSmsSince(tx, dayStart, phone)) >= smsPerPhoneDailyLimit) {
          throw new TooManyRequests(smsMessages.phoneDailyLimit)
        }
        const id = await repository.insertSmsCode(tx, {
          phone,
          purpose,
          codeHash: hashCode(phone, purpose, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + smsCode.lifetimeSeconds * 1000),
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'anonymous',
          action: 'sms.sent',
          entity: 'sms',
          entityId: id,
          details: { phone, purpose, address },
        })
      })
      try {
        await deps.sms.send(phone, `Код для входа: ${code}. Никому его не сообщайте.`, code)
      } catch {
        throw new Unavailable('Не удалось отправить СМС. Попробуйте позже')
      }
      return {
        codeLength: smsCode.length,
        expiresInSeconds: smsCode.lifetimeSeconds,
        resendAfterSeconds: smsCode.resendDelayMs / 1000,
      }
    },

    /** Accepts the latest code sent to the phone for the purpose, once; counts wrong tries. */
    async verify(purpose: repository.SmsPurpose, phone: string, code: string): Promise<void> {
      const now = deps.clock()
      const row = await repository.latestSmsCode(deps.db, phone, purpose)
      if (!row || row.consumedAt) throw new BadInput(smsMessages.noCode)
      if (row.wrongTries >= smsCode.maxWrongTries) throw new TooManyRequests(smsMessages.tooManyTries)
      if (row.expiresAt.getTime() <= now.getTime()) throw new BadInput(smsMessages.expired)
      const expected = Buffer.from(row.codeHash, 'hex')
      const given = Buffer.from(hashCode(phone, purpose, code), 'hex')
      if (!timingSafeEqual(expected, given)) {
        const tries = await repository.addWrongTry(deps.db, row.id, smsCode.maxWrongTries)
        const left = tries === null ? 0 : smsCode.maxWrongTries - tries
        if (left <= 0) throw new TooManyRequests(smsMessages.tooManyTries)
        throw new BadInput(smsMessages.wrongCode(left))
      }
      if (!(await repository.consumeSmsCode(deps.db, row.id, smsCode.maxWrongTries, now))) {
        throw new BadInput(smsMessages.noCode)
      }
    },
  }
}
