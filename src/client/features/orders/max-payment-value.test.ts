import { describe, expect, it } from 'vitest'
import { limitExceededMessage } from '#contract/orders/sums.ts'
import { maxPaymentOfMessage, readMaxPayment } from './max-payment-value.ts'

describe('maximum payment sum', () => {
  it('reads the settings answer as a bare value or as { value }', () => {
    expect(readMaxPayment('30000.00')).toBe('30000.00')
    expect(readMaxPayment(25000)).toBe('25000.00')
    expect(readMaxPayment({ value: '12500.5' })).toBe('12500.50')
    expect(readMaxPayment(null)).toBeNull()
    expect(readMaxPayment({ other: 1 })).toBeNull()
  })

  it("learns the limit from the server's refusal", () => {
    expect(maxPaymentOfMessage(limitExceededMessage('30000.00'))).toBe('30000.00')
    expect(maxPaymentOfMessage(limitExceededMessage('15000.50'))).toBe('15000.50')
    expect(maxPaymentOfMessage('Заказ исполнен: нельзя отменить')).toBeNull()
  })
})
