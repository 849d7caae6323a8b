import { createHmac, randomInt } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { codeChallenge, codeChallengeMessages, type CodeChallenge } from '#contract/auth/code-challenge.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { ProofRequired } from '../../kernel/errors.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import { clientNetwork } from './client-networks.ts'
import { countNewNumberRequestsSince } from './auth.repository.ts'

export type CodeChallenges = ReturnType<typeof createCodeChallenges>

/**
 * The block a script can hold many addresses of (decision 069): an IPv4 /24, an IPv6 /64. Requests from one
 * block count together, so a handful of rented addresses is one block, not a handful of clients.
 */
export const challengeBlock = (address: string) => clientNetwork(address, { ipv4Bits: 24, ipv6Bits: 64 })

/** The tries' count doubles at most this often: 2^21 · 1000 tries stay below the counter's 32 bits. */
const maxLevel = 21

/** How hard the block's next request to a new number must work, by its requests to new numbers today. */
function levelFor(requestsToday: number, freePerDay: number): number | null {
  if (requestsToday < freePerDay) return null
  return Math.min(maxLevel, Math.floor((requestsToday - freePerDay) / codeChallenge.doublingEvery))
}

type Bound = { phone: string; block: string; level: number; now: Date }

/**
 * Proofs of work before code requests spend the new numbers' budget (decision 069), made and checked with
 * altcha-lib: the challenge is signed, names the phone, the block, its level and when it runs out, and its
 * answer is checked against a second signature, so checking costs two HMACs. A proof is good for its phone
 * only, whose own limits (the resend delay, 10 codes a day) bound its reuse.
 */
export function createCodeChallenges(deps: {
  db: Database
  secret: Promise<string>
  clock: Clock
  freePerDay?: number | undefined
}) {
  const freePerDay = deps.freePerDay ?? codeChallenge.freePerDay
  const keys = deps.secret.then((secret) => ({
    hmacSignatureSecret: createHmac('sha256', secret).update('code-challenge').digest('hex'),
    hmacKeySignatureSecret: createHmac('sha256', secret).update('code-challenge-key').digest('hex'),
  }))

  const levelNeeded = async (db: Executor, block: string, now: Date) =>
    levelFor(await countNewNumberRequestsSince(db, block, startOfBusinessDay(now)), freePerDay)

  async function proves(proof: string, bound: Bound): Promise<boolean> {
    try {
      const { challenge, solution } = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))
      const result = await verifySolution({ challenge, solution, deriveKey, ...(await keys) })
      const data = (challenge as CodeChallenge).parameters.data
      return (
        result.verified &&
        data.phone === bound.phone &&
        data.block === bound.block &&
        Number(data.level) >= bound.level &&
        Number(data.expiresAt) > bound.now.getTime()
      )
    } catch {
      return false
    }
  }

  return {
    /** A challenge for the phone at the level the caller's block has reached today. */
    async issue(phone: string, address: string): Promise<CodeChallenge> {
      const block = challengeBlock(address)
      const now = deps.clock()
      const level = (await levelNeeded(deps.db, block, now)) ?? 0
      const tries = codeChallenge.counter * 2 ** level
      const challenge = await createChallenge({
        algorithm: codeChallenge.algorithm,
        cost: codeChallenge.cost,
        counter: randomInt(tries, 2 * tries),
        deriveKey,
        data: { phone, block, level, expiresAt: now.getTime() + codeChallenge.lifetimeSeconds * 1000 },
        ...(await keys),
      })
      return challenge as CodeChallenge
    },

    /**
     * 428 unless the block may still ask without work today, or the proof was made for this phone and block
     * at the level the block has reached. Run before the budget is charged, and again under the block's lock.
     */
    async check(db: Executor, ask: { phone: string; block: string; proof: string | undefined }, now: Date) {
      const level = await levelNeeded(db, ask.block, now)
      if (level === null) return
      if (!ask.proof || !(await proves(ask.proof, { ...ask, level, now }))) {
        throw new ProofRequired(codeChallengeMessages.required)
      }
    },
  }
}
