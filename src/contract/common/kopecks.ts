/** Roubles with kopecks as a decimal string on the wire, never a binary float; sums are counted in kopecks. */
export type Money = string

export function toKopecks(money: Money): number {
  const [roubles = '0', kopecks = ''] = money.split('.')
  return Number(roubles) * 100 + Number(kopecks.padEnd(2, '0'))
}

export function fromKopecks(kopecks: number): Money {
  const whole = Math.trunc(kopecks / 100)
  const rest = Math.abs(kopecks % 100)
  return `${whole}.${String(rest).padStart(2, '0')}`
}

/**
 * The one way a sum is written for people, on every screen, in messages and notifications (issue 46): `2 800 ₽`,
 * `1 234,50 ₽` — whole roubles without `,00`, kopecks only when there are any; digit groups and the sign joined
 * by no-break spaces, so a sum never splits across lines. Computed in kopecks, never through a float; written out
 * rather than with Intl.NumberFormat, whose first use loads the browser's locale data on the worker's first screen.
 */
export function formatRoubles(money: Money): string {
  const negative = money.startsWith('-')
  const [whole = '0', kopecks = '00'] = fromKopecks(toKopecks(negative ? money.slice(1) : money)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0')
  return `${negative ? '-' : ''}${grouped}${kopecks === '00' ? '' : `,${kopecks}`}\u00a0₽`
}
