import {
  filterableOrderStatuses,
  orderStatusLabels,
  type FilterableOrderStatus,
} from '#contract/orders/labels.ts'
import type { StatusNumbers } from '../api/numbers-by-status.ts'

const chipClass =
  'inline-flex min-h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
const offClass = 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50'
const onClass = 'bg-primary-700 text-white ring-primary-700 hover:bg-primary-800'

/**
 * Status chips over the current orders (spec section 4: NEW, CONFIRMED, IN_PROGRESS, DONE) with their counts.
 * Several may be on; none on shows every current order.
 */
export function StatusFilter(props: {
  selected: readonly FilterableOrderStatus[]
  onChange: (selected: FilterableOrderStatus[]) => void
  numbers: StatusNumbers | undefined
}) {
  const toggle = (status: FilterableOrderStatus) =>
    props.onChange(
      props.selected.includes(status)
        ? props.selected.filter((item) => item !== status)
        : filterableOrderStatuses.filter((item) => item === status || props.selected.includes(item)),
    )
  return (
    <div role="group" aria-label="Статус" className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={props.selected.length === 0}
        onClick={() => props.onChange([])}
        className={`${chipClass} ${props.selected.length === 0 ? onClass : offClass}`}
      >
        Все
      </button>
      {filterableOrderStatuses.map((status) => {
        const on = props.selected.includes(status)
        const count = props.numbers?.[status]
        return (
          <button
            key={status}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(status)}
            className={`${chipClass} ${on ? onClass : offClass}`}
          >
            {orderStatusLabels[status]}
            <span
              className={`min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums ${on ? 'bg-white/20 text-white' : 'bg-gray-100 text-gray-600'}`}
            >
              {count ?? '·'}
            </span>
          </button>
        )
      })}
    </div>
  )
}
