import { z } from 'zod'

/** Product decisions section 2: one message, or several for several validation problems. */
export const errorBodySchema = z.object({
  message: z.string(),
  messages: z.array(z.string()).optional(),
  /** For forms: the first message of each invalid field, by its path (`passportNumber`, `items.0.id`). */
  fields: z.record(z.string(), z.string()).optional(),
  /** For calls on many rows at once (create-many, import): each refused row and why. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export {
  forbiddenMessage,
  internalErrorMessage,
  notFoundMessage,
  unauthenticatedMessage,
} from './error-messages.ts'
