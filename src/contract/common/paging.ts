/** Spec section 9: tables start at page 1 with 20 rows; these are the offered sizes. */
export const pageSizes = [20, 50, 100, 200] as const
export const defaultPageSize = 20

export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number }

/** One page of a list of `totalElements` rows; an empty list still has its one (empty) page to show. */
export function toPage<T>(
  content: T[],
  totalElements: number,
  request: { page: number; size: number },
): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / request.size)),
    page: request.page,
    size: request.size,
  }
}

/** The directions a sorted list takes, as `sort=field,direction` names them. */
export const sortDirections = ['asc', 'desc'] as const
export type Sort<Field extends string> = { field: Field; direction: (typeof sortDirections)[number] }

/** What a server reads of a sorted list: which page, how long, in which order. */
export type SortedPageRequest<Field extends string> = { page: number; size: number; sort: Sort<Field> }
