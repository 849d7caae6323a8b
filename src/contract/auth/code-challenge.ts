import { z } from 'zod'
import { text } from '../common/rules.ts'

/**
 * The work a client network is asked to do before its code requests may spend the new numbers' SMS budget
 * (decision 069): a proof of work of ALTCHA (altcha-lib, PBKDF2/SHA-256), which the browser solves by itself.
 */
export const codeChallenge = {
  /** Requests to new numbers a client block may make in a Moscow day without work. */
  freePerDay: 3,
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations of one try; the tries needed are a random number in [counter, 2·counter). */
  cost: 200,
  /** The tries of the first challenge: a fraction of a second in a phone's browser. */
  counter: 1000,
  /** Each further this many requests of the block in a day double the tries. */
  doublingEvery: 5,
  lifetimeSeconds: 300,
} as const

export const codeChallengeMessages = {
  required: 'Не удалось проверить запрос. Обновите страницу и попробуйте снова',
} as const

/** An ALTCHA challenge as the client's solver takes it; its parameters are signed by the server. */
export const codeChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  signature: z.string(),
})
export type CodeChallenge = z.infer<typeof codeChallengeSchema>

/** What the solver found: the tries' count and the key it derived. */
export type CodeChallengeSolution = { counter: number; derivedKey: string }

/** The `proof` a code request carries: the challenge as it came, with its solution, as base64 JSON. */
export const codeProofOf = (challenge: CodeChallenge, solution: CodeChallengeSolution) =>
  btoa(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  )

/** The solved challenge a code request carries: the challenge with its solution, as base64url JSON. */
export const codeProofSchema = text().max(4000, { error: codeChallengeMessages.required })
