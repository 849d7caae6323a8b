import { z } from 'zod'
import { formatRoubles } from '../common/kopecks.ts'
import { moneySchema } from '../common/money.ts'

/**
 * What staff cancelling the order now would owe its executor (decision 107): the dialog shows it before the
 * cancellation, which the server computes again by its own clock.
 */
export const cancellationTermsSchema = z.object({
  /** Less than the shop's notice before the start, or after it. */
  late: z.boolean(),
  /** The executor gave the shift up («Не смогу выйти») and nobody took it: nothing is owed. */
  released: z.boolean(),
  noticeHours: z.number().int(),
  percent: z.number().int(),
  /** The line the executor is paid; null when the cancellation costs nothing. */
  compensation: z.object({ label: z.string(), sum: moneySchema }).nullable(),
})
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>

/** The cancel dialog's sentence about the executor's money; null for an order without a confirmed executor. */
export function cancellationTermsText(terms: CancellationTerms, executor: string | null): string | null {
  if (!executor) return null
  if (terms.compensation)
    return (
      `До начала смены меньше ${terms.noticeHours} ч: ${executor} получит ${formatRoubles(terms.compensation.sum)} — ` +
      `${terms.percent}% плановой суммы. Исполнителю уйдёт акт на компенсацию, её оплатят как обычную смену.`
    )
  if (terms.released) return 'Исполнитель нажал «Не смогу выйти» и ждёт замену: компенсация не положена.'
  if (terms.late && terms.percent === 0)
    return 'Правила магазина не предусматривают компенсацию за позднюю отмену.'
  return `До начала смены больше ${terms.noticeHours} ч: отмена без компенсации исполнителю.`
}
