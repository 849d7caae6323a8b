import { employeeSortFields } from '#contract/staff/employees.ts'
import { BadInput } from '../../kernel/errors.ts'
import type { EmployeeSort } from './employees.repository.ts'

/** `sort=fullName,asc` (the default): by name, by phone or by when the employee was added. */
export function parseEmployeeSort(sort: string | undefined): EmployeeSort {
  if (!sort) return { field: 'fullName', direction: 'asc' }
  const [field, direction = 'asc'] = sort.split(',')
  if (
    !(employeeSortFields as readonly string[]).includes(field ?? '') ||
    (direction !== 'asc' && direction !== 'desc')
  ) {
    throw new BadInput(
      `Сортировка возможна по полям ${employeeSortFields.join(', ')} с направлением asc или desc`,
    )
  }
  return { field: field as EmployeeSort['field'], direction }
}
