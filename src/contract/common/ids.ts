import { z } from 'zod'

import { maxId } from './id-range.ts'

export { maxId }

export const idSchema = z.coerce
  .number({ error: 'Идентификатор должен быть целым положительным числом' })
  .int({ error: 'Идентификатор должен быть целым положительным числом' })
  .positive({ error: 'Идентификатор должен быть целым положительным числом' })
  .max(maxId, { error: 'Идентификатор должен быть целым положительным числом' })

export const idBodySchema = z.object({ id: idSchema })
