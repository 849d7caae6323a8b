import { z } from 'zod'
import { roleSchema } from './role-schemas.ts'

/** Spec section 3: id, role list, city.id, self-employed flag. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  roles: z.array(roleSchema),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isSelfEmployed: z.boolean(),
  phone: z.string(),
  fullName: z.string(),
})
