import { orderSortFields } from '#contract/orders/requests.ts'
import { BadInput } from '../../kernel/errors.ts'
import type { SortField } from './order-lists.repository.ts'

/** `sort=dateTime,desc` (the default is the newest shift first). */
export function parseSort(sort: string | undefined): { field: SortField; direction: 'asc' | 'desc' } {
  if (!sort) return { field: 'dateTime', direction: 'desc' }
  const [field, direction = 'asc'] = sort.split(',')
  if (
    !(orderSortFields as readonly string[]).includes(field ?? '') ||
    (direction !== 'asc' && direction !== 'desc')
  ) {
    throw new BadInput(
      `Сортировка возможна по полям ${orderSortFields.join(', ')} с направлением asc или desc`,
    )
  }
  return { field: field as SortField, direction }
}
