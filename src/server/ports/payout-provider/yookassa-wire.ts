import { z } from 'zod'
import type {
  ListedPayout,
  PayoutNotice,
  PayoutPage,
  PayoutRequest,
  ProviderPayout,
  SbpBank,
} from './payout-provider.ts'

/** YooKassa's payout object (API v3), the fields read here; the rest is ignored. */
export const payoutObject = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).nullish(),
  /** The receipt registered for a self-employed recipient (`self_employed` in the request). */
  receipt: z.object({ service_name: z.string(), npd_receipt_id: z.string().optional() }).nullish(),
})

/** `POST /v3/self_employed` and `POST /v3/personal_data`: the object's id and where it stands. */
export const standingObject = z.object({ id: z.string().min(1), status: z.string() })

/** `GET /v3/me`: the shop's settings; only the payout balance is read here. */
export const meObject = z.object({
  payout_balance: z.object({ value: z.string(), currency: z.string() }),
})

/** A payout in `GET /v3/payouts`: the object with when it was made and our order's id in its metadata. */
const listedObject = payoutObject.extend({
  created_at: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
})

/** `GET /v3/payouts`: a page of payouts; `next_cursor` absent on the last page. */
export const payoutList = z.object({
  type: z.literal('list'),
  items: z.array(listedObject),
  next_cursor: z.string().nullish(),
})

export const sbpBankList = z.object({
  type: z.literal('list'),
  items: z.array(z.object({ bank_id: z.string(), name: z.string(), bic: z.string() })),
})

/** YooKassa's error body: `description` says what was wrong with the request. */
export const errorBody = z.object({
  type: z.literal('error'),
  code: z.string(),
  description: z.string().optional(),
})

const noticeBody = z.object({
  type: z.literal('notification'),
  event: z.enum(['payout.succeeded', 'payout.canceled']),
  object: z.object({ id: z.string().min(1) }),
})

/**
 * The request body of `POST /v3/payouts`; the phone as YooKassa takes it, digits from the country code. A
 * self-employed recipient's object and the recipient check's personal data go by the ids YooKassa gave them.
 */
export function payoutBody(
  request: PayoutRequest,
  ids: { selfEmployed: string | null; personalData: string | null } = {
    selfEmployed: null,
    personalData: null,
  },
) {
  const destination = request.destination
  return {
    amount: { value: request.amount, currency: 'RUB' },
    payout_destination_data:
      destination.kind === 'SBP'
        ? { type: 'sbp', phone: destination.phone.replace(/\D/g, ''), bank_id: destination.bankId }
        : { type: 'bank_card', card: { number: destination.cardNumber } },
    description: request.description.slice(0, 128),
    metadata: { order_id: String(request.orderId) },
    ...(ids.selfEmployed && request.receipt
      ? {
          self_employed: { id: ids.selfEmployed },
          receipt_data: { service_name: request.receipt.serviceName.slice(0, 50) },
        }
      : {}),
    ...(ids.personalData ? { personal_data: [{ id: ids.personalData }] } : {}),
  }
}

/** `POST /v3/personal_data` for the СБП recipient check: the name the phone's owner must have. */
export function personalDataBody(recipient: NonNullable<PayoutRequest['recipient']>) {
  return {
    type: 'sbp_payout_recipient',
    last_name: recipient.lastName,
    first_name: recipient.firstName,
    ...(recipient.middleName ? { middle_name: recipient.middleName } : {}),
  }
}

export const toPayout = (object: z.infer<typeof payoutObject>): ProviderPayout => ({
  id: object.id,
  status: object.status,
  amount: object.amount.value,
  cancellation: object.cancellation_details ?? null,
  receipt: object.receipt?.npd_receipt_id ? { receiptNumber: object.receipt.npd_receipt_id } : null,
})

export const toBanks = (list: z.infer<typeof sbpBankList>): SbpBank[] =>
  list.items.map((item) => ({ bankId: item.bank_id, name: item.name, bic: item.bic }))

export function readNotice(body: unknown): PayoutNotice | null {
  const parsed = noticeBody.safeParse(body)
  return parsed.success ? { event: parsed.data.event, payoutId: parsed.data.object.id } : null
}

function listed(object: z.infer<typeof listedObject>): ListedPayout {
  const orderId = Number(object.metadata?.order_id)
  return {
    ...toPayout(object),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    createdAt: new Date(object.created_at),
  }
}

export const toPage = (list: z.infer<typeof payoutList>): PayoutPage => ({
  items: list.items.map(listed),
  nextCursor: list.next_cursor ?? null,
})

/** The list call's query: a day's window by creation, at most 100 a page (YooKassa's bound), the cursor given. */
export function listQuery(query: { from: Date; to: Date; cursor: string | null }): string {
  const search = new URLSearchParams({
    'created_at.gte': query.from.toISOString(),
    'created_at.lt': query.to.toISOString(),
    limit: '100',
  })
  if (query.cursor) search.set('cursor', query.cursor)
  return search.toString()
}
