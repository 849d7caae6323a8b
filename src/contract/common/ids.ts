import { z } from 'zod'

/** Ids are PostgreSQL integers: a larger number is no one's id, and must not reach the database as one. */
export const maxId = 2_147_483_647

export const idSchema = z.coerce
  .number({ error: 'Идентификатор должен быть целым положительным числом' })
  .int({ error: 'Идентификатор должен быть целым положительным числом' })
  .positive({ error: 'Идентификатор должен быть целым положительным числом' })
  .max(maxId, { error: 'Идентификатор должен быть целым положительным числом' })

export const idBodySchema = z.object({ id: idSchema })
export type IdBody = z.infer<typeof idBodySchema>
