/** Spec section 9: tables start at page 1 with 20 rows; these are the offered sizes. */
export const pageSizes = [20, 50, 100, 200] as const
export const defaultPageSize = 20

export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number }
