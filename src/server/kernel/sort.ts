import { sortDirections, type Sort } from '#contract/common/paging.ts'
import { BadInput } from './errors.ts'

/** A table's `sort=field,direction` against the fields its contract sorts by; none is the table's `fallback`. */
export function parseSort<Field extends string>(
  sort: string | undefined,
  fields: readonly Field[],
  fallback: Sort<Field>,
): Sort<Field> {
  if (!sort) return fallback
  const [field = '', direction = 'asc'] = sort.split(',')
  if (
    !(fields as readonly string[]).includes(field) ||
    !(sortDirections as readonly string[]).includes(direction)
  ) {
    throw new BadInput(`Сортировка возможна по полям ${fields.join(', ')} с направлением asc или desc`)
  }
  return { field: field as Field, direction: direction as Sort<Field>['direction'] }
}
