/**
 * A staff table's state in the page's address: its filters, page, page size and sort (issue 17, item 3). Read
 * without zod: a route's search validation runs in the route tree every page loads, the worker's first screen
 * among them, which must not download the schema library. Whatever a reader does not recognise is dropped, so a
 * mistyped or stale link opens the table with that filter off rather than failing.
 */
import { isIsoDate } from './calendar.ts'
import { maxId } from './id-range.ts'
import { pageSizes } from './paging.ts'
import { isSearchTerm, searchMaxLength } from './search-term.ts'

/** One search parameter as the router parsed it (JSON where it could), or undefined when it is not usable. */
export type SearchReader<T> = (raw: unknown) => T | undefined

export const readId: SearchReader<number> = (raw) => {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxId
    ? value
    : undefined
}

export const readIsoDate: SearchReader<string> = (raw) =>
  typeof raw === 'string' && isIsoDate(raw) ? raw : undefined

/** A number typed as the search (an order's number) arrives parsed as JSON: it is still the text searched for. */
export const readSearchTerm: SearchReader<string> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : raw
  return typeof text === 'string' && isSearchTerm(text) ? text.trim().slice(0, searchMaxLength) : undefined
}

export const readBoolean: SearchReader<boolean> = (raw) => (typeof raw === 'boolean' ? raw : undefined)

export const readOneOf =
  <const T extends string>(values: readonly T[]): SearchReader<T> =>
  (raw) =>
    values.find((value) => value === raw)

/** Several of a list, in the list's order, each once; none is the same as the parameter left out. */
export const readSomeOf =
  <const T extends string>(values: readonly T[]): SearchReader<T[]> =>
  (raw) => {
    const chosen = Array.isArray(raw) ? values.filter((value) => raw.includes(value)) : []
    return chosen.length ? chosen : undefined
  }

/** The paging and sort every server-paged table has: page from 1, one of the offered sizes, `field,asc|desc`. */
export type TablePaging = { page?: number; size?: number; sort?: string }

const readPage: SearchReader<number> = (raw) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw > 1 && raw <= maxId ? raw : undefined

const readSize: SearchReader<number> = (raw) => pageSizes.find((size) => size === raw)

const readSort =
  (fields: readonly string[]): SearchReader<string> =>
  (raw) => {
    if (typeof raw !== 'string') return undefined
    const [field, direction, ...rest] = raw.split(',')
    return fields.includes(field ?? '') && (direction === 'asc' || direction === 'desc') && !rest.length
      ? raw
      : undefined
  }

export type SearchReaders<T> = { [K in keyof T]-?: SearchReader<NonNullable<T[K]>> }

/**
 * The route's `validateSearch` for a table with these filters, sortable by `sortFields` (none: the table has a
 * fixed order). The answer holds only the parameters that were usable: page 1 and the default size are not
 * written, so the plain page's address stays plain.
 */
export function tableSearch<Filters extends object>(
  readers: SearchReaders<Filters>,
  sortFields: readonly string[] = [],
): (raw: Record<string, unknown>) => Filters & TablePaging {
  const all: Record<string, SearchReader<unknown>> = {
    ...(readers as Record<string, SearchReader<unknown>>),
    page: readPage,
    size: readSize,
    ...(sortFields.length ? { sort: readSort(sortFields) } : {}),
  }
  return (raw) => {
    const search: Record<string, unknown> = {}
    for (const [key, read] of Object.entries(all)) {
      const value = read(raw[key])
      if (value !== undefined) search[key] = value
    }
    return search as Filters & TablePaging
  }
}
