import { z } from 'zod'
import { personName, phone, text } from '../common/rules.ts'
import { employeeSchema } from './employee.ts'

/** Сотрудники of /administration: a search by name or phone; deleted employees are not listed. */
export const employeeFiltersSchema = z.object({
  search: text().trim().max(100).optional(),
})
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>

export const employeeSortFields = ['fullName', 'phone', 'createdAt'] as const

/** `createdAt` in Moscow time, the business's home zone. */
export const employeeRowSchema = employeeSchema.extend({ fullName: z.string(), createdAt: z.string() })
export type EmployeeRow = z.infer<typeof employeeRowSchema>

/** A new employee: the phone they will sign in with and their name. */
export const newEmployeeSchema = z.object({
  phone: phone(),
  lastName: personName(),
  firstName: personName(),
  patronymic: personName({ optional: true }),
})
export type NewEmployee = z.infer<typeof newEmployeeSchema>
export type NewEmployeeInput = z.input<typeof newEmployeeSchema>

export const employeeMessages = {
  notFound: 'Сотрудник не найден',
  phoneTaken: 'Сотрудник с этим номером телефона уже есть',
  deleteSelf: 'Нельзя удалить самого себя',
  revokeSelf: 'Нельзя снять роль администратора с самого себя',
  alreadyAdmin: 'Сотрудник уже администратор',
  notAdmin: 'Сотрудник не администратор',
  lastAdmin: 'Это последний администратор: роль нельзя снять, пока не назначен другой',
  actorNoLongerAdmin: 'Вы больше не администратор',
} as const
