import { z } from 'zod'

/** Roubles with kopecks as a decimal string on the wire, never a binary float. */
export const moneySchema = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, {
  error: 'Сумма должна быть числом с не более чем двумя знаками после точки',
})
export type Money = z.infer<typeof moneySchema>

export function toKopecks(money: string): number {
  const [roubles = '0', kopecks = ''] = money.split('.')
  return Number(roubles) * 100 + Number(kopecks.padEnd(2, '0'))
}

export function fromKopecks(kopecks: number): Money {
  const whole = Math.trunc(kopecks / 100)
  const rest = Math.abs(kopecks % 100)
  return `${whole}.${String(rest).padStart(2, '0')}`
}
