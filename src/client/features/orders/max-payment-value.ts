import type { Money } from '#contract/common/money.ts'

const toMoney = (value: unknown): Money | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(number) && number > 0 ? number.toFixed(2) : null
}

/** The settings call's answer, a bare value or `{ value }` (spec section 7 names only «value»). */
export function readMaxPayment(body: unknown): Money | null {
  if (body && typeof body === 'object' && 'value' in body) return toMoney(body.value)
  return toMoney(body)
}

/** The limit a refused save names: «Сумма превышает допустимый лимит по выплате в 30000 руб.» → 30000.00. */
export function maxPaymentOfMessage(message: string): Money | null {
  const match = /лимит по выплате в ([\d.]+) руб/.exec(message)
  return match ? toMoney(match[1]) : null
}
