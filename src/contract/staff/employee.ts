import { z } from 'zod'
import { currentUserSchema } from '../auth/current-user.ts'
import { personName } from '../common/rules.ts'

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

/** What an employee may change about themself; the phone is their sign-in and stays. */
export const employeeSelfProfileSchema = z.object({
  lastName: personName(),
  firstName: personName(),
  patronymic: personName({ optional: true }),
})
export type EmployeeSelfProfile = z.infer<typeof employeeSelfProfileSchema>
