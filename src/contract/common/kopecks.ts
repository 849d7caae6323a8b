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
