import { z } from 'zod'
import { npdMessages } from '#contract/npd/npd.ts'

/**
 * The tax service's answer about an INN on a day: registered as self-employed (НПД) or not, with its message;
 * or that it could not answer (its limit of requests, or its failure), which says nothing about the status.
 */
export type NpdAnswer =
  | { answered: true; registered: boolean; message: string }
  | { answered: false; reason: 'limited' | 'unavailable'; message: string }

/** Whether an INN is registered as self-employed on a date: the tax service's public status API. */
export interface NpdChecker {
  /** How often one installation may ask; null when there is no limit (the offline adapter). */
  readonly minIntervalMs: number | null
  /** Never throws: a service that cannot answer is an answer too. */
  check(inn: string, requestDate: string): Promise<NpdAnswer>
}

const registeredText = (inn: string, registered: boolean) =>
  `${inn} ${registered ? 'является' : 'не является'} плательщиком налога на профессиональный доход`

/**
 * Demo and tests, no network: every INN counts as registered except those ending in 0, so both answers
 * can be seen with the demo data (the blocked demo worker's INN ends in 0).
 */
export function createOfflineNpdChecker(): NpdChecker {
  return {
    minIntervalMs: null,
    async check(inn) {
      const registered = !inn.endsWith('0')
      return { answered: true, registered, message: registeredText(inn, registered) }
    },
  }
}

/** About two requests a minute from one address, as the service allows. */
const fnsMinIntervalMs = 30_000

const statusAnswer = z.object({ status: z.boolean(), message: z.string().optional() })
const refusalAnswer = z.object({ code: z.string().optional(), message: z.string().optional() })

/**
 * The tax service's API: POST { inn, requestDate } → { status, message }; 422 with the code
 * `taxpayer.status.service.limited.error` when asked too often, `…unavailable.error` when it cannot answer.
 * Anything else it says, a timeout or no network is "cannot answer" too.
 */
export function createFnsNpdChecker(url: string): NpdChecker {
  const unavailable = {
    answered: false,
    reason: 'unavailable',
    message: npdMessages.serviceUnavailable,
  } as const
  return {
    minIntervalMs: fnsMinIntervalMs,
    async check(inn, requestDate) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ inn, requestDate }),
          // Staff wait for it on assignment and payment; a slower answer is retried by the scheduler instead.
          signal: AbortSignal.timeout(10_000),
        })
      } catch {
        return unavailable
      }
      const body: unknown = await response.json().catch(() => null)
      if (response.ok) {
        const parsed = statusAnswer.safeParse(body)
        if (!parsed.success) return unavailable
        const { status, message } = parsed.data
        return { answered: true, registered: status, message: message ?? registeredText(inn, status) }
      }
      const refusal = refusalAnswer.safeParse(body)
      const code = refusal.success ? refusal.data.code : undefined
      if (response.status === 422 && code === 'taxpayer.status.service.limited.error')
        return {
          answered: false,
          reason: 'limited',
          message: (refusal.success && refusal.data.message) || npdMessages.serviceLimited,
        }
      return {
        ...unavailable,
        message: (refusal.success && refusal.data.message) || npdMessages.serviceUnavailable,
      }
    },
  }
}
