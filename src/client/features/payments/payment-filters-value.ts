import type { SendToBankStatus } from '#contract/payments/labels.ts'
import type { PaymentFilters } from '#contract/payments/payments.ts'
import type { ReceiptCheckFilter } from '#contract/receipts/check-statuses.ts'
import { periodPlaceFormOf, periodPlaceOf, type PeriodPlaceForm } from '../../shared/period-place-value.ts'

/** The filter fields as the form holds them: 0 and '' are «all», dates are ISO once typed in full. */
export type PaymentFilterForm = PeriodPlaceForm & {
  bankStatus: SendToBankStatus | ''
  receipt: 'with' | 'without' | ''
  receiptCheck: ReceiptCheckFilter | ''
}

export const emptyPaymentFilters: PaymentFilterForm = {
  dateFrom: '',
  dateTo: '',
  cityId: 0,
  shopId: 0,
  bankStatus: '',
  receipt: '',
  receiptCheck: '',
}

/** What the server is asked: only what is chosen, and only dates that are whole and real. */
export function paymentFiltersOf(form: Partial<PaymentFilterForm>): PaymentFilters {
  const filters: PaymentFilters = periodPlaceOf(form)
  if (form.bankStatus) filters.bankStatus = form.bankStatus
  if (form.receipt) filters.hasReceipt = form.receipt === 'with'
  if (form.receiptCheck) filters.receiptCheck = form.receiptCheck
  return filters
}

/** The fields showing these filters (from the page's address). */
export const paymentFormOf = (filters: PaymentFilters): PaymentFilterForm => ({
  ...periodPlaceFormOf(filters),
  bankStatus: filters.bankStatus ?? '',
  receipt: filters.hasReceipt === undefined ? '' : filters.hasReceipt ? 'with' : 'without',
  receiptCheck: filters.receiptCheck ?? '',
})
