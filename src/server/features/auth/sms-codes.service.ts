import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SmsCodeSent } from '#contract/auth/auth.ts'
import { smsCode, smsMessages } from '#contract/auth/sms-code.ts'
import { smsPerPhoneDailyLimit } from '#contract/settings/settings.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, TooManyRequests, Unavailable, type ServiceError } from '../../kernel/errors.ts'
import type { SmsSender } from '../../ports/sms/sms-sender.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { SettingsCache } from '../../kernel/settings-cache.ts'
import * as repository from './auth.repository.ts'
import { addressLimits } from './address-limits.ts'
import { smsBudgets } from './sms-budgets.ts'

export type SmsCodeService = ReturnType<typeof createSmsCodeService>

/**
 * What a code request leads to, decided by looking the phone up (decision 019); every outcome is counted alike:
 * - `send`: the SMS goes out and spends the budget named;
 * - `pretend`: a staff phone that is nobody's. The answer is the one a known phone gets, limits included, but
 *   nothing is sent and no budget is spent, so whether a staff phone exists cannot be learned by asking;
 * - `refuse`: nothing is sent, the request spends the new numbers' budget, and the caller gets the error.
 */
export type CodeRecipient =
  | { outcome: 'send'; budget: repository.SmsBudget }
  | { outcome: 'pretend' }
  | { outcome: 'refuse'; error: ServiceError }

export type CodeRequest = {
  purpose: repository.SmsPurpose
  phone: string
  address: string
  /**
   * Answer without waiting for the SMS gateway (its failure is only logged): where a phone's existence is a
   * secret, the gateway's round trip would tell a known phone from an unknown one.
   */
  deliverInBackground?: boolean
}

const rowOutcome: Record<CodeRecipient['outcome'], repository.SmsOutcome> = {
  send: 'sent',
  pretend: 'pretended',
  refuse: 'refused',
}

const answer: SmsCodeSent = {
  codeLength: smsCode.length,
  expiresInSeconds: smsCode.lifetimeSeconds,
  resendAfterSeconds: smsCode.resendDelayMs / 1000,
}

export function createSmsCodeService(deps: {
  db: Database
  sms: SmsSender
  /** Read from the database while the app is built; settled before the server takes its first request. */
  secret: Promise<string>
  clock: Clock
  /** The SMS limits: read from memory, as the code request charges them outside its transaction. */
  settings: SettingsCache
  onDeliveryFailure: (error: unknown) => void
}) {
  const hashCode = async (phone: string, purpose: string, code: string) =>
    createHmac('sha256', await deps.secret)
      .update(`${purpose}:${phone}:${code}`)
      .digest('hex')

  /** Wrong codes entered for the phone's codes of this Moscow day; at the daily cap its sign-in pauses. */
  async function wrongTriesToday(db: Executor, phone: string, now: Date): Promise<number> {
    return repository.countWrongTriesSince(db, phone, startOfBusinessDay(now))
  }

  /** The per-phone and per-address limits, on the counts read under the phone's and the address's lock. */
  function checkPhoneAndAddress(facts: repository.SmsRequestFacts, now: Date): void {
    if (facts.wrongToday >= smsCode.maxWrongTriesPerDay) throw new TooManyRequests(smsMessages.phonePaused)
    const sinceLast = facts.lastSentAt ? now.getTime() - facts.lastSentAt.getTime() : Infinity
    if (sinceLast < smsCode.resendDelayMs) {
      throw new TooManyRequests(
        smsMessages.resendTooEarly(Math.ceil((smsCode.resendDelayMs - sinceLast) / 1000)),
      )
    }
    addressLimits.check(facts)
    if (facts.toPhoneToday >= smsPerPhoneDailyLimit) throw new TooManyRequests(smsMessages.phoneDailyLimit)
  }

  async function deliver(phone: string, code: string, inBackground: boolean): Promise<void> {
    const sending = deps.sms.send(phone, `Код для входа: ${code}. Никому его не сообщайте.`, code)
    if (inBackground) {
      void sending.catch(deps.onDeliveryFailure)
      return
    }
    try {
      await sending
    } catch {
      throw new Unavailable('Не удалось отправить СМС. Попробуйте позже')
    }
  }

  return {
    /**
     * Looks the phone up, charges the request to its budget of the installation's limits (decision 035: one
     * statement on its own, so no request waits for another's transaction), then under the phone's and the
     * address's locks checks their limits (the phone's daily wrong codes, the resend delay, per client address, per
     * phone), stores the request with the code's hash and journals it, and sends the SMS. A request refused by those
     * limits takes its charge back. A request that sends nothing is stored and counted too, with a hash no code
     * matches.
     */
    async request(ask: CodeRequest, lookUp: (db: Executor) => Promise<CodeRecipient>): Promise<SmsCodeSent> {
      const { purpose, phone, address } = ask
      const code = String(randomInt(0, 10 ** smsCode.length)).padStart(smsCode.length, '0')
      const now = deps.clock()
      const dayStart = startOfBusinessDay(now)
      const [settings, recipient] = await Promise.all([deps.settings.read(), lookUp(deps.db)])
      const budget =
        recipient.outcome === 'send'
          ? recipient.budget
          : recipient.outcome === 'refuse'
            ? 'new-numbers'
            : null
      const sent = recipient.outcome === 'send'
      const charge = await smsBudgets.spend(deps.db, budget, now, dayStart, settings)
      try {
        await deps.db.transaction(async (tx) => {
          await repository.lockSmsRequests(tx, phone, address)
          const facts = await repository.smsRequestFacts(tx, phone, address, now, dayStart)
          // The clock read again: a request that waited for the lock counts its resend delay from now.
          checkPhoneAndAddress(facts, deps.clock())
          const id = await repository.insertSmsCode(tx, {
            phone,
            purpose,
            codeHash: await hashCode(phone, purpose, sent ? code : `${code}:withheld`),
            sentAt: now,
            expiresAt: new Date(now.getTime() + smsCode.lifetimeSeconds * 1000),
            budget,
            outcome: rowOutcome[recipient.outcome],
          })
          await recordJournal(tx, {
            at: now,
            actorKind: 'anonymous',
            action: sent ? 'sms.sent' : 'sms.withheld',
            entity: 'sms',
            entityId: id,
            details: { phone, purpose, address },
          })
        })
      } catch (error) {
        await charge.refund()
        throw error
      }
      if (recipient.outcome === 'refuse') throw recipient.error
      if (sent) await deliver(phone, code, ask.deliverInBackground ?? false)
      return answer
    },

    /**
     * Accepts the latest code sent to the phone for the purpose, once. Wrong codes count per code and per phone
     * and Moscow day over all its codes; checks of one phone run one at a time, so parallel guesses count exactly.
     */
    async verify(purpose: repository.SmsPurpose, phone: string, code: string): Promise<void> {
      const given = Buffer.from(await hashCode(phone, purpose, code), 'hex')
      const failure = await deps.db.transaction(async (tx): Promise<ServiceError | null> => {
        await repository.lockCodeChecks(tx, phone)
        const now = deps.clock()
        const wrongToday = await wrongTriesToday(tx, phone, now)
        if (wrongToday >= smsCode.maxWrongTriesPerDay) return new TooManyRequests(smsMessages.phonePaused)
        const row = await repository.latestSmsCode(tx, phone, purpose)
        if (!row || row.consumedAt) return new BadInput(smsMessages.noCode)
        if (row.wrongTries >= smsCode.maxWrongTries) return new TooManyRequests(smsMessages.tooManyTries)
        if (row.expiresAt.getTime() <= now.getTime()) return new BadInput(smsMessages.expired)
        if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given)) {
          // Returned, not thrown: the wrong try must be committed.
          const tries = await repository.addWrongTry(tx, row.id, smsCode.maxWrongTries)
          const leftToday = smsCode.maxWrongTriesPerDay - wrongToday - 1
          if (leftToday <= 0) return new TooManyRequests(smsMessages.phonePaused)
          const left = tries === null ? 0 : Math.min(smsCode.maxWrongTries - tries, leftToday)
          if (left <= 0) return new TooManyRequests(smsMessages.tooManyTries)
          return new BadInput(smsMessages.wrongCode(left))
        }
        if (!(await repository.consumeSmsCode(tx, row.id, smsCode.maxWrongTries, now))) {
          return new BadInput(smsMessages.noCode)
        }
        return null
      })
      if (failure) throw failure
    },
  }
}
