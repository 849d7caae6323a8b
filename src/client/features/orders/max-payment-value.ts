import type { Money } from '#contract/common/money.ts'

/** The limit a refused save names: «Сумма превышает допустимый лимит по выплате в 30000 руб.» → 30000.00. */
export function maxPaymentOfMessage(message: string): Money | null {
  const match = /лимит по выплате в ([\d.]+) руб/.exec(message)
  const limit = match ? Number(match[1]) : NaN
  return Number.isFinite(limit) && limit > 0 ? limit.toFixed(2) : null
}
