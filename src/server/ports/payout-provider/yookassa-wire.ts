import { z } from 'zod'
import type { PayoutNotice, PayoutRequest, ProviderPayout, SbpBank } from './payout-provider.ts'

/** YooKassa's payout object (API v3), the fields read here; the rest is ignored. */
export const payoutObject = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).nullish(),
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

/** The request body of `POST /v3/payouts`; the phone as YooKassa takes it, digits from the country code. */
export function payoutBody(request: PayoutRequest) {
  const destination = request.destination
  return {
    amount: { value: request.amount, currency: 'RUB' },
    payout_destination_data:
      destination.kind === 'SBP'
        ? { type: 'sbp', phone: destination.phone.replace(/\D/g, ''), bank_id: destination.bankId }
        : { type: 'bank_card', card: { number: destination.cardNumber } },
    description: request.description.slice(0, 128),
    metadata: { order_id: String(request.orderId) },
  }
}

export const toPayout = (object: z.infer<typeof payoutObject>): ProviderPayout => ({
  id: object.id,
  status: object.status,
  amount: object.amount.value,
  cancellation: object.cancellation_details ?? null,
})

export const toBanks = (list: z.infer<typeof sbpBankList>): SbpBank[] =>
  list.items.map((item) => ({ bankId: item.bank_id, name: item.name, bic: item.bic }))

export function readNotice(body: unknown): PayoutNotice | null {
  const parsed = noticeBody.safeParse(body)
  return parsed.success ? { event: parsed.data.event, payoutId: parsed.data.object.id } : null
}
