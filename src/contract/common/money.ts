import { z } from 'zod'

export * from './kopecks.ts'

export const moneySchema = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, {
  error: 'Сумма должна быть числом с не более чем двумя знаками после точки',
})
