import { isIsoDate } from '#contract/common/rules.ts'
import type { SendToBankStatus } from '#contract/payments/labels.ts'
import type { PaymentFilters } from '#contract/payments/payments.ts'
import type { ReceiptCheckFilter } from '#contract/receipts/check-statuses.ts'

/** The filter fields as the form holds them: 0 and '' are «all», dates are ISO once typed in full. */
export type PaymentFilterForm = {
  dateFrom: string
  dateTo: string
  cityId: number
  shopId: number
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
  const filters: PaymentFilters = {}
  if (form.dateFrom && isIsoDate(form.dateFrom)) filters.dateFrom = form.dateFrom
  if (form.dateTo && isIsoDate(form.dateTo)) filters.dateTo = form.dateTo
  if (form.cityId) filters.cityId = form.cityId
  if (form.shopId) filters.shopId = form.shopId
  if (form.bankStatus) filters.bankStatus = form.bankStatus
  if (form.receipt) filters.hasReceipt = form.receipt === 'with'
  if (form.receiptCheck) filters.receiptCheck = form.receiptCheck
  return filters
}

/** The fields showing these filters (from the page's address). */
export const paymentFormOf = (filters: PaymentFilters): PaymentFilterForm => ({
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
  cityId: filters.cityId ?? 0,
  shopId: filters.shopId ?? 0,
  bankStatus: filters.bankStatus ?? '',
  receipt: filters.hasReceipt === undefined ? '' : filters.hasReceipt ? 'with' : 'without',
  receiptCheck: filters.receiptCheck ?? '',
})
