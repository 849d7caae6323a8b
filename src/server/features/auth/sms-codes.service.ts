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
import { clientNetwork } from './client-networks.ts'
import { smsBudgets, type RunningLow } from './sms-budgets.ts'
import { challengeBlock, type CodeChallenges } from './code-challenges.ts'

export type SmsCodeService = ReturnType<typeof createSmsCodeService>

/**
 * Wrong codes are counted by the client's address, and by its /64 for IPv6, where one device may take any
 * address (decision 070); an IPv4 address is its own: a carrier's neighbours must not pause each other.
 */
const guessingNetwork = (address: string) => clientNetwork(address, { ipv4Bits: 32, ipv6Bits: 64 })

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
  /** A solved challenge, needed once the caller's block has made its free requests to new numbers today. */
  proof?: string | undefined
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
  challenges: CodeChallenges
  onDeliveryFailure: (error: unknown) => void
}) {
  const hashCode = async (phone: string, purpose: string, code: string) =>
    createHmac('sha256', await deps.secret)
      .update(`${purpose}:${phone}:${code}`)
      .digest('hex')

  /** The per-phone and per-address limits, on the counts read under the phone's and the address's lock. */
  function checkPhoneAndAddress(facts: repository.SmsRequestFacts, now: Date): void {
    if (facts.wrongFromNetworkToday >= smsCode.maxWrongTriesPerDay)
      throw new TooManyRequests(smsMessages.phonePaused)
    const sinceLast = facts.lastSentAt ? now.getTime() - facts.lastSentAt.getTime() : Infinity
    if (sinceLast < smsCode.resendDelayMs) {
      throw new TooManyRequests(
        smsMessages.resendTooEarly(Math.ceil((smsCode.resendDelayMs - sinceLast) / 1000)),
      )
    }
    addressLimits.check(facts)
    if (facts.toPhoneToday >= smsPerPhoneDailyLimit) throw new TooManyRequests(smsMessages.phoneDailyLimit)
  }

  /**
   * Staff learn from the journal of sign-ins that the new numbers' share of a window is nearly spent (decision
   * 069): registrations are about to be refused, or someone is spending it.
   */
  async function tellStaffRunningLow(tx: Executor, low: RunningLow, now: Date): Promise<void> {
    await recordJournal(tx, {
      at: now,
      actorKind: 'system',
      action: 'sms.new-numbers-running-low',
      entity: 'sms',
      entityId: `${low.period}:${low.startsAt.toISOString()}`,
      details: { period: low.period, spent: low.spent, share: low.share },
    })
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
     * Looks the phone up; a request to a new number from a block past its free requests must carry a solved
     * challenge (decision 069). Charges the request to its budget of the installation's limits (decision 035: one
     * statement on its own, so no request waits for another's transaction), then under the phone's and the
     * address's locks checks their limits (the network's daily wrong codes for the phone, the resend delay, per
     * client address, per phone) and, for a new number, the block's challenge again under its lock; stores the
     * request with the code's hash and journals it, and sends the SMS. A request refused by those
     * limits takes its charge back. A request that sends nothing is stored and counted too, with a hash no code
     * matches.
     */
    async request(ask: CodeRequest, lookUp: (db: Executor) => Promise<CodeRecipient>): Promise<SmsCodeSent> {
      const { purpose, phone, address } = ask
      const network = guessingNetwork(address)
      const block = challengeBlock(address)
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
      const toNewNumber = budget === 'new-numbers'
      const challenged = { phone, block, proof: ask.proof }
      // Checked before the charge too, so that requests without work never hold the budget for a moment.
      if (toNewNumber) await deps.challenges.check(deps.db, challenged, now)
      const charge = await smsBudgets.spend(deps.db, budget, now, dayStart, settings)
      try {
        await deps.db.transaction(async (tx) => {
          await repository.lockSmsRequests(tx, phone, address)
          const facts = await repository.smsRequestFacts(tx, phone, { address, network }, now, dayStart)
          // The clock read again: a request that waited for the lock counts its resend delay from now.
          checkPhoneAndAddress(facts, deps.clock())
          if (toNewNumber) {
            await repository.lockNewNumberRequests(tx, block)
            await deps.challenges.check(tx, challenged, now)
          }
          const id = await repository.insertSmsCode(tx, {
            phone,
            purpose,
            codeHash: await hashCode(phone, purpose, sent ? code : `${code}:withheld`),
            sentAt: now,
            expiresAt: new Date(now.getTime() + smsCode.lifetimeSeconds * 1000),
            budget,
            outcome: rowOutcome[recipient.outcome],
            requestedFrom: network,
            requestedFromBlock: block,
          })
          await recordJournal(tx, {
            at: now,
            actorKind: 'anonymous',
            action: sent ? 'sms.sent' : 'sms.withheld',
            entity: 'sms',
            entityId: id,
            details: { phone, purpose, address },
          })
          for (const low of charge.runningLow) await tellStaffRunningLow(tx, low, now)
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
     * Accepts the latest code sent to the phone for the purpose, once. Wrong codes count by the client network
     * they come from (decision 070): per code and per phone and Moscow day for that network, so a stranger's
     * guesses pause only the stranger; and per phone over every network, past whose ceiling only the network
     * that asked the latest code may go on. Checks of one phone run one at a time, so parallel guesses count
     * exactly.
     */
    async verify(
      purpose: repository.SmsPurpose,
      phone: string,
      code: string,
      address: string,
    ): Promise<void> {
      const given = Buffer.from(await hashCode(phone, purpose, code), 'hex')
      const network = guessingNetwork(address)
      const failure = await deps.db.transaction(async (tx): Promise<ServiceError | null> => {
        await repository.lockCodeChecks(tx, phone)
        const now = deps.clock()
        const row = await repository.latestSmsCode(tx, phone, purpose)
        const facts = await repository.codeCheckFacts(tx, {
          phone,
          network,
          codeId: row?.id ?? 0,
          dayStart: startOfBusinessDay(now),
        })
        const leftToday = Math.min(
          smsCode.maxWrongTriesPerDay - facts.fromNetworkToday,
          row?.requestedFrom === network ? Infinity : smsCode.phoneWrongTriesCeiling - facts.allToday,
        )
        if (leftToday <= 0) return new TooManyRequests(smsMessages.phonePaused)
        if (!row || row.consumedAt) return new BadInput(smsMessages.noCode)
        const leftOnCode = smsCode.maxWrongTries - facts.fromNetworkOnCode
        if (leftOnCode <= 0) return new TooManyRequests(smsMessages.tooManyTries)
        if (row.expiresAt.getTime() <= now.getTime()) return new BadInput(smsMessages.expired)
        if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given)) {
          // Returned, not thrown: the wrong try must be committed.
          await repository.addWrongTry(tx, { codeId: row.id, phone, network, at: now })
          if (leftToday <= 1) return new TooManyRequests(smsMessages.phonePaused)
          if (leftOnCode <= 1) return new TooManyRequests(smsMessages.tooManyTries)
          return new BadInput(smsMessages.wrongCode(Math.min(leftOnCode, leftToday) - 1))
        }
        if (!(await repository.consumeSmsCode(tx, row.id, now))) return new BadInput(smsMessages.noCode)
        return null
      })
      if (failure) throw failure
    },
  }
}
