import { dayMs, hourMs, serviceList, type IdBase } from './chain-data.ts'
import type { OrderFacts, eachOrder } from './chain-orders.ts'
import type { CopyTable } from './copy-load.ts'

/*
 * What a paid order leaves behind (bench/chain-data.ts): the self-employed worker's receipt, checked at the tax
 * service by its link, and the money sent, through the bank's registry (payment_outbox) for the shops of odd
 * number and through the payout provider (payouts) for the even ones. Only the orders the bank or the provider
 * has paid (`send_to_bank_status` SENT, 14 days after the shift) carry money rows; the later ones wait.
 */

/** The worker's personal INN as chain-data.ts writes it. */
const innOf = (base: IdBase, worker: number) => String(500000000000 + worker - base.worker)

/** 9 paid orders in 10 have the worker's receipt: the rest are the ones staff still chase. */
const hasReceipt = (order: OrderFacts) => order.paid && order.i % 10 !== 3

const paidAt = (order: OrderFacts) => order.end + 3 * dayMs
const amountKopecks = (order: OrderFacts) => {
  const [, tariff, period] = serviceList[order.serviceIndex]!
  return Number(tariff) * (period === 'Hour' ? order.hours : 1) * 100
}

export function moneyTables(perOrder: ReturnType<typeof eachOrder>, base: IdBase, now: Date): CopyTable[] {
  const nowMs = now.getTime()
  const sent = (order: OrderFacts) => order.paid && order.end < nowMs - 14 * dayMs
  /** A VERIFIED receipt is asked about again for its annulment until the end of the month after the payment. */
  const nextCheck = (order: OrderFacts) => {
    const paid = new Date(paidAt(order))
    const until = Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth() + 2, 1)
    return until > nowMs ? new Date(Math.min(until, nowMs + ((order.i % 97) + 1) * hourMs)) : null
  }
  return [
    {
      table: 'tax_receipts',
      columns: ['id', 'order_id', 'worker_id', 'file_id', 'uploaded_at'],
      rows: perOrder((order) =>
        hasReceipt(order)
          ? [[base.receipt + order.i, order.id, order.executor, null, new Date(paidAt(order) + hourMs)]]
          : [],
      ),
    },
    {
      table: 'tax_receipt_checks',
      columns: [
        'receipt_id',
        'seller_inn',
        'receipt_number',
        'status',
        'checked_at',
        'next_check_at',
        'attempts',
      ],
      rows: perOrder((order) =>
        hasReceipt(order)
          ? [
              [
                base.receipt + order.i,
                innOf(base, order.executor!),
                `20${order.id.toString(36)}`,
                'VERIFIED',
                new Date(paidAt(order) + 2 * hourMs),
                nextCheck(order),
                1,
              ],
            ]
          : [],
      ),
    },
    {
      table: 'payment_outbox',
      columns: [
        'id',
        'order_id',
        'idempotency_key',
        'state',
        'requested_at',
        'lease_until',
        'attempts',
        'order_number',
        'amount_kopecks',
        'bank_reference',
        'updated_at',
      ],
      rows: perOrder((order) => {
        if (!sent(order) || order.shop % 2 === 0) return []
        const requested = new Date(order.end + 2 * dayMs)
        return [
          [
            base.payment + order.i,
            order.id,
            `scale-payment-${order.id}`,
            'DONE',
            requested,
            requested,
            1,
            order.id,
            amountKopecks(order),
            `BANK-${order.id}`,
            new Date(paidAt(order)),
          ],
        ]
      }),
    },
    {
      table: 'payouts',
      columns: [
        'id',
        'order_id',
        'worker_id',
        'attempt',
        'idempotency_key',
        'state',
        'lease_until',
        'method',
        'destination',
        'amount_kopecks',
        'provider_payout_id',
        'sent_at',
        'paid_at',
        'updated_at',
      ],
      rows: perOrder((order) => {
        if (!sent(order) || order.shop % 2 === 1) return []
        const at = new Date(paidAt(order))
        return [
          [
            base.payout + order.i,
            order.id,
            order.executor,
            1,
            `scale-payout-${order.id}-1`,
            'SUCCEEDED',
            at,
            'CARD',
            'Карта •••• 0042',
            amountKopecks(order),
            `po-scale-${order.id}`,
            at,
            at,
            at,
          ],
        ]
      }),
    },
  ]
}
