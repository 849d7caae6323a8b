import { z } from 'zod'
import { currentUserSchema } from '../auth/current-user.ts'

export const employeeSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  patronymic: z.string().nullable(),
  isAdmin: z.boolean(),
})
export type Employee = z.infer<typeof employeeSchema>

export const employeeMeSchema = currentUserSchema.extend({ employee: employeeSchema })
export type EmployeeMe = z.infer<typeof employeeMeSchema>
