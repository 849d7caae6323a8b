import { useQuery } from '@tanstack/react-query'
import { possibleNoShowLabel } from '#contract/check-in/messages.ts'
import { checkInRules } from '#contract/check-in/rules.ts'
import { Chip } from '../ui/chip.tsx'
import { possibleNoShowsQueryOptions } from './order-checks.ts'

/**
 * Issue 25: a running shift whose executor has not checked in a quarter-hour after the start, flagged beside
 * its status for staff; one list of such orders serves every row.
 */
export function PossibleNoShowMark({ orderId }: { orderId: number }) {
  const flagged = useQuery(possibleNoShowsQueryOptions).data?.ids.includes(orderId) ?? false
  if (!flagged) return null
  return (
    <span
      title={`Исполнитель не отметился через ${checkInRules.noShowAfterMinutes} минут после начала смены`}
    >
      <Chip tone="red">{possibleNoShowLabel}</Chip>
    </span>
  )
}
