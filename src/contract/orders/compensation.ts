import { z } from 'zod'
import { fromKopecks, toKopecks, type Money } from '../common/kopecks.ts'
import { orderTotalKopecks, type CompensationKind, type SumInput } from './sums.ts'

/**
 * Fair cancellations (issue 49, item 5; decision 107): the order's one payment line beside the work. The server
 * computes it; the act, the payments and the order's views name it by `compensationLabel` (sums.ts).
 */
export const compensationKindSchema = z.enum(['LATE_CANCELLATION', 'MINIMUM_HOURS'])

/** The line as the order keeps it; `hours` is the shop's notice or minimum when the line was made. */
export type CompensationLine = {
  compensationKind: CompensationKind
  compensationHours: number
  compensationSum: Money
}

const noLine = { compensationKind: null, compensationHours: null, compensationSum: null } as const

const minuteMs = 60_000

/** The planned sum: spec section 9's rule with the planned minutes of the shift for an hourly tariff. */
function plannedKopecks(order: SumInput & { dateTime: Date; dateTo: Date }): number {
  const minutes = Math.max(0, Math.round((order.dateTo.getTime() - order.dateTime.getTime()) / minuteMs))
  return orderTotalKopecks({ ...order, ...noLine, actualTime: minutes })
}

/**
 * Staff cancelling a confirmed order less than `cancelNoticeHours` before its start (or after it) owe the executor
 * `cancelCompensationPercent` of the planned sum, rounded to kopecks and never above the platform's limit on one
 * payment. Null when the notice was kept, the percent is 0 or the sum is nothing.
 */
export function lateCancellationLine(
  order: SumInput & { dateTime: Date; dateTo: Date },
  policy: { cancelNoticeHours: number; cancelCompensationPercent: number },
  now: Date,
  maxPayment: Money,
): CompensationLine | null {
  const late = order.dateTime.getTime() - now.getTime() < policy.cancelNoticeHours * 60 * minuteMs
  if (!late || policy.cancelCompensationPercent === 0) return null
  const owed = Math.round((plannedKopecks(order) * policy.cancelCompensationPercent) / 100)
  const kopecks = Math.min(owed, toKopecks(maxPayment))
  if (kopecks <= 0) return null
  return {
    compensationKind: 'LATE_CANCELLATION',
    compensationHours: policy.cancelNoticeHours,
    compensationSum: fromKopecks(kopecks),
  }
}

/**
 * A worker sent home early is paid at least `minimumPaidHours`: an hourly order's act with fewer minutes gets the
 * top-up to the minimum's sum as its line (the sum of the minimum less the sum of the minutes, so the two add up to
 * the minimum's sum to the kopeck). Other tariffs do not depend on the hours. Null when nothing is owed.
 */
export function minimumHoursLine(order: SumInput, minimumPaidHours: number): CompensationLine | null {
  const facts = { ...order, ...noLine }
  if ((order.factTariffPeriod ?? order.planTariffPeriod) !== 'Hour') return null
  const minimum = minimumPaidHours * 60
  if ((order.actualTime ?? 0) >= minimum) return null
  const kopecks = orderTotalKopecks({ ...facts, actualTime: minimum }) - orderTotalKopecks(facts)
  if (kopecks <= 0) return null
  return {
    compensationKind: 'MINIMUM_HOURS',
    compensationHours: minimumPaidHours,
    compensationSum: fromKopecks(kopecks),
  }
}
