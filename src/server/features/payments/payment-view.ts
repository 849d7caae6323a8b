import { fromKopecks } from '#contract/common/kopecks.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { payoutStatusOf } from '#contract/payouts/payouts.ts'
import { compensationLabel, hoursFromMinutes } from '#contract/orders/sums.ts'
import type { Payment } from '#contract/payments/payments.ts'
import { receiptPrintLink } from '#contract/receipts/receipt-checks.ts'
import { npdStatusOf } from '../../shared/npd/npd.repository.ts'
import { paymentStoryOf } from '../../shared/order-core/payment-story.ts'
import type { PaymentRow } from './payments.repository.ts'

/** The tariff paid: the fact one once the shift is finished with it, else the planned one. */
export const tariffOf = (
  order: Pick<
    PaymentRow['order'],
    'planTariffValue' | 'planTariffPeriod' | 'factTariffValue' | 'factTariffPeriod'
  >,
) => ({
  tariffValue: order.factTariffValue ?? order.planTariffValue,
  tariffPeriod: order.factTariffPeriod ?? order.planTariffPeriod,
})

/** Fact quantity by the tariff: assignments for Order, hours for Hour, one shift for Shift. */
export function quantityOf(
  order: Pick<
    PaymentRow['order'],
    'planTariffPeriod' | 'factTariffPeriod' | 'planAssignmentsCount' | 'factAssignmentsCount' | 'actualTime'
  >,
): number {
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  if (period === 'Order') return order.factAssignmentsCount ?? order.planAssignmentsCount ?? 0
  if (period === 'Hour') return hoursFromMinutes(order.actualTime ?? 0)
  return 1
}

/** A payment as read: the executor's payouts of the year are added for a page at once (withPaidThisYear). */
export type PaymentView = Omit<Payment, 'executor'> & { executor: Omit<Payment['executor'], 'paidThisYear'> }

/**
 * A payment as the API answers it: the card's last four digits only (product decisions section 7). `now` tells
 * whether the receipt's deadline has passed: its day is over in the shop's city.
 */
export function toPayment(row: PaymentRow, now: Date): PaymentView {
  const { order, receiptCheck: check } = row
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    dateTime: toOffsetIso(order.dateTime, row.city.utcOffset),
    shop: { ...row.shop, city: { id: row.city.id, name: row.city.name } },
    service: row.service,
    executor: {
      id: row.executor.id,
      fullName: row.executor.fullName,
      inn: row.executor.inn,
      cardLast4: row.executor.card.slice(-4),
      bankStatus: row.executor.bankStatus,
      npd: npdStatusOf(row.executor),
    },
    ...tariffOf(order),
    quantity: quantityOf(order),
    sum: fromKopecks(Number(row.sumKopecks)),
    compensation:
      order.compensationKind && order.compensationSum
        ? {
            label: compensationLabel(order.compensationKind, order.compensationHours ?? 0),
            sum: order.compensationSum,
          }
        : null,
    certificateStatus: row.certificateStatus,
    receipt: row.receipt
      ? {
          id: row.receipt.id,
          fileName: row.receiptFileName,
          link: check?.sellerInn ? receiptPrintLink(check.sellerInn, check.receiptNumber) : null,
          uploadedAt: row.receipt.uploadedAt.toISOString(),
          check: check
            ? { status: check.status, reason: check.reason, checkedAt: check.checkedAt.toISOString() }
            : null,
        }
      : null,
    receiptDueDate: row.receiptDueDate,
    receiptOverdue:
      row.receiptDueDate !== null && row.receiptDueDate < toOffsetIso(now, row.city.utcOffset).slice(0, 10),
    sendToBankStatus: order.sendToBankStatus ?? 'NOT_SENT',
    bankRequestedAt: order.bankRequestedAt?.toISOString() ?? null,
    bankSentAt: order.bankSentAt?.toISOString() ?? null,
    bankFailureReason: order.bankFailureReason,
    // Счета lists finished, paid orders only.
    payment: paymentStoryOf({
      ...order,
      status: 'FINISHED',
      resolution: 'DONE_AND_PAID',
      certificateStatus: row.certificateStatus,
    }),
    payout: row.payout && {
      status: payoutStatusOf(row.payout.state),
      method: row.payout.method,
      destination: row.payout.destination,
      amount: row.payout.amountKopecks === null ? null : fromKopecks(row.payout.amountKopecks),
      sentAt: row.payout.sentAt?.toISOString() ?? null,
      paidAt: row.payout.paidAt?.toISOString() ?? null,
      reason: row.payout.reason,
    },
  }
}

/** The page's payments with what the company paid each executor this year (kopecks by worker id). */
export function withPaidThisYear(payments: PaymentView[], paid: Map<number, number>): Payment[] {
  return payments.map((payment) => ({
    ...payment,
    executor: { ...payment.executor, paidThisYear: fromKopecks(paid.get(payment.executor.id) ?? 0) },
  }))
}
