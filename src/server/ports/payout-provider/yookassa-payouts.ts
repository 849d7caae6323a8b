import { BlockList, isIPv6 } from 'node:net'
import type { PayoutAnswer, PayoutProvider } from './payout-provider.ts'
import {
  errorBody,
  listQuery,
  meObject,
  payoutBody,
  payoutList,
  payoutObject,
  personalDataBody,
  readNotice,
  sbpBankList,
  standingObject,
  toBanks,
  toPage,
  toPayout,
} from './yookassa-wire.ts'

/** Where YooKassa sends its notifications from, as its documentation lists them (YOOKASSA_NOTIFY_FROM overrides). */
export const yookassaNotifiers = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
]

/** The networks a notification may come from, as a set that answers whether an address is in it. */
export function senderList(networks: string[]): (ip: string) => boolean {
  const list = new BlockList()
  for (const network of networks) {
    const [address = '', prefix] = network.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    list.addSubnet(address, Number(prefix ?? (type === 'ipv6' ? 128 : 32)), type)
  }
  return (ip) => {
    const plain = ip.replace(/^::ffff:(?=\d+\.)/, '')
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>

/**
 * YooKassa payouts, API v3 (`POST /payouts` with an Idempotence-Key, `GET /payouts/{id}`, `GET /payouts` (the
 * list), `GET /sbp_banks`, `GET /me` (the payout balance), `POST /self_employed` and `POST /personal_data`
 * before a payout that registers the receipt or checks the СБП recipient (decision 113)),
 * with HTTP Basic auth by the shop's id and secret key. A 4xx to a payout request refuses it; a 5xx (YooKassa:
 * "the result is unknown, repeat with the same key"), a broken body, a network failure or a timeout is
 * `unanswered`. YooKassa does not sign notifications: their sender's address is checked, and their payout
 * asked for again (decision 090). `transport` is `fetch`, or the stand-in's answers.
 */
export function createYookassaPayouts(options: {
  baseUrl: string
  shopId: string
  secretKey: string
  notifiers: string[]
  transport?: Transport
  timeoutMs?: number
}): PayoutProvider {
  const base = options.baseUrl.replace(/\/+$/, '')
  const transport = options.transport ?? fetch
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`
  const trusted = senderList(options.notifiers)

  async function call(path: string, init: { method: string; body?: unknown; key?: string }) {
    const response = await transport(`${base}${path}`, {
      method: init.method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { 'idempotence-key': init.key } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    return { status: response.status, json: (await response.json()) as unknown }
  }
  const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))

  /**
   * Creates an object the payout names by id (`/self_employed`, `/personal_data`) under a key of the payout's
   * own, so a repeated hand-over gets the same one. Answers its id, or how the payout request ends.
   */
  async function prerequisite(
    path: string,
    body: unknown,
    key: string,
    usable: (status: string) => boolean,
  ): Promise<string | Exclude<PayoutAnswer, { kind: 'payout' }>> {
    const answer = await call(path, { method: 'POST', body, key })
    const object = standingObject.safeParse(answer.json)
    if (answer.status === 200 && object.success)
      return usable(object.data.status)
        ? object.data.id
        : { kind: 'refused', reason: `${path} is ${object.data.status}` }
    const error = errorBody.safeParse(answer.json)
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429 && error.success)
      return { kind: 'refused', reason: error.data.description ?? error.data.code }
    return { kind: 'unanswered', cause: `YooKassa answered ${answer.status} to ${path}` }
  }

  return {
    async sbpBanks() {
      try {
        const answer = await call('/sbp_banks', { method: 'GET' })
        const list = sbpBankList.safeParse(answer.json)
        return answer.status === 200 && list.success ? toBanks(list.data) : null
      } catch {
        return null
      }
    },
    async createPayout(request): Promise<PayoutAnswer> {
      try {
        const key = request.idempotencyKey
        // The worker's permission to register receipts, asked for by INN: confirmed only once they gave it.
        const selfEmployed = request.receipt
          ? await prerequisite(
              '/self_employed',
              { itn: request.receipt.inn, confirmation: { type: 'redirect' } },
              `${key}-self-employed`,
              (status) => status === 'confirmed',
            )
          : null
        if (selfEmployed !== null && typeof selfEmployed !== 'string') return selfEmployed
        const personalData =
          request.recipient && request.destination.kind === 'SBP'
            ? await prerequisite(
                '/personal_data',
                personalDataBody(request.recipient),
                `${key}-recipient`,
                (status) => status !== 'canceled',
              )
            : null
        if (personalData !== null && typeof personalData !== 'string') return personalData
        const answer = await call('/payouts', {
          method: 'POST',
          body: payoutBody(request, { selfEmployed, personalData }),
          key,
        })
        const payout = payoutObject.safeParse(answer.json)
        if (answer.status === 200 && payout.success) return { kind: 'payout', payout: toPayout(payout.data) }
        const error = errorBody.safeParse(answer.json)
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 429 && error.success)
          return { kind: 'refused', reason: error.data.description ?? error.data.code }
        return { kind: 'unanswered', cause: `YooKassa answered ${answer.status}` }
      } catch (error) {
        return { kind: 'unanswered', cause: failure(error) }
      }
    },
    async findPayout(id) {
      try {
        const answer = await call(`/payouts/${encodeURIComponent(id)}`, { method: 'GET' })
        if (answer.status === 404) return 'notFound'
        const payout = payoutObject.safeParse(answer.json)
        return answer.status === 200 && payout.success ? toPayout(payout.data) : null
      } catch {
        return null
      }
    },
    async balance() {
      try {
        const answer = await call('/me', { method: 'GET' })
        const me = meObject.safeParse(answer.json)
        return answer.status === 200 && me.success ? me.data.payout_balance.value : null
      } catch {
        return null
      }
    },
    async listPayouts(query) {
      try {
        const answer = await call(`/payouts?${listQuery(query)}`, { method: 'GET' })
        const list = payoutList.safeParse(answer.json)
        return answer.status === 200 && list.success ? toPage(list.data) : null
      } catch {
        return null
      }
    },
    trustsSender: trusted,
    readNotice,
  }
}
