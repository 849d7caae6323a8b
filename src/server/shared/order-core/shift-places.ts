import { and, inArray, isNull, ne, or } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'

/** Cancelled (late, with a compensation, too) and no longer needed orders hold no place in their shift. */
export const holdsPlace = and(
  or(ne(orders.status, 'FINISHED'), inArray(orders.resolution, ['DONE_AND_PAID', 'MISSING_EXECUTOR'])),
  or(isNull(orders.compensationKind), ne(orders.compensationKind, 'LATE_CANCELLATION')),
)

/** A place is filled once an executor confirmed it, and stays filled after the shift began. */
export const isFilled = inArray(orders.status, ['CONFIRMED', 'IN_PROGRESS', 'DONE', 'FINISHED'])
