import type { BulkOutcome } from '#contract/orders/bulk-actions.ts'

export type BulkChange = 'cancel' | 'tariff' | 'favouritesFirst'

const words: Record<BulkChange, { changed: string; proposed: string; refused: string }> = {
  cancel: { changed: 'Отменено заказов', proposed: '', refused: 'не отменено' },
  tariff: {
    changed: 'Тариф изменён у заказов',
    proposed: 'ждут согласия исполнителя',
    refused: 'не изменён',
  },
  favouritesFirst: {
    changed: 'Опубликовано сначала избранным',
    proposed: '',
    refused: 'не опубликовано',
  },
}

/** So many numbers under one reason, then how many more: the snackbar stays readable for a week of orders. */
const numbersShown = 10

/**
 * What an action on many orders tells staff: the counts in one line («Отменено заказов: 12, не отменено: 2»), then
 * each reason once with the numbers of the orders it held back.
 */
export function outcomeLines(change: BulkChange, outcome: BulkOutcome): string[] {
  const said = words[change]
  const counts = [`${said.changed}: ${outcome.changed.length}`]
  if (outcome.proposed.length) counts.push(`${said.proposed}: ${outcome.proposed.length}`)
  if (outcome.refused.length) counts.push(`${said.refused}: ${outcome.refused.length}`)
  const byReason = new Map<string, string[]>()
  for (const refused of outcome.refused) {
    const numbers = byReason.get(refused.message) ?? []
    numbers.push(refused.orderNumber === null ? `id ${refused.id}` : `№ ${refused.orderNumber}`)
    byReason.set(refused.message, numbers)
  }
  const reasons = [...byReason].map(([message, numbers]) => {
    const more = numbers.length - numbersShown
    const shown = numbers.slice(0, numbersShown).join(', ')
    return `${message} — ${more > 0 ? `${shown} и ещё ${more}` : shown}`
  })
  return [counts.join(', '), ...reasons]
}
