import { describe, expect, it } from 'vitest'
import { limitExceededMessage } from '#contract/orders/sums.ts'
import { maxPaymentOfMessage } from './max-payment-value.ts'

describe('maximum payment sum', () => {
  it("learns the limit from the server's refusal", () => {
    expect(maxPaymentOfMessage(limitExceededMessage('30000.00'))).toBe('30000.00')
    expect(maxPaymentOfMessage(limitExceededMessage('15000.50'))).toBe('15000.50')
    expect(maxPaymentOfMessage('Заказ исполнен: нельзя отменить')).toBeNull()
  })
})
