import type { Money } from '../common/kopecks.ts'

/** A sum over the payout limit: the server's refusal, and the staff's finish dialog says the same. */
export function limitExceededMessage(max: Money): string {
  return `Сумма превышает допустимый лимит по выплате в ${max.replace(/\.00$/, '')} руб.`
}
