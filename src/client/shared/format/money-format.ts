import type { Money } from '#contract/common/money.ts'

const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })
const withKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `1 500 ₽`, or `1 234,50 ₽` when there are kopecks: only for showing, sums are computed in kopecks. */
export function formatRub(money: Money): string {
  const value = Number(money)
  const text = Number.isInteger(value) ? roubles.format(value) : withKopecks.format(value)
  return `${text.replace(/\s/g, '\u00a0')}\u00a0₽`
}
