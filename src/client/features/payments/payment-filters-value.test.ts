import { describe, expect, it } from 'vitest'
import { emptyPaymentFilters, paymentFiltersOf, paymentFormOf } from './payment-filters-value.ts'

describe('the payments filter form', () => {
  it('asks for nothing when nothing is chosen', () => {
    expect(paymentFiltersOf(emptyPaymentFilters)).toEqual({})
  })

  it('passes what is chosen, the receipt choice as a yes or no, and only whole dates', () => {
    expect(
      paymentFiltersOf({
        dateFrom: '2026-11-01',
        dateTo: '2026-11',
        cityId: 3,
        shopId: 0,
        bankStatus: 'NOT_SENT',
        receipt: 'without',
      }),
    ).toEqual({ dateFrom: '2026-11-01', cityId: 3, bankStatus: 'NOT_SENT', hasReceipt: false })
    expect(paymentFiltersOf({ receipt: 'with' })).toEqual({ hasReceipt: true })
  })

  it('shows filters from the address in the fields and sends them back unchanged', () => {
    const filters = { dateTo: '2026-11-30', shopId: 4, bankStatus: 'SENT', hasReceipt: false } as const
    const form = paymentFormOf(filters)
    expect(form).toEqual({
      ...emptyPaymentFilters,
      dateTo: '2026-11-30',
      shopId: 4,
      bankStatus: 'SENT',
      receipt: 'without',
    })
    expect(paymentFiltersOf(form)).toEqual(filters)
  })
})
