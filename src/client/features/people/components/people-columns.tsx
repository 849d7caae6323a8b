import { Link } from '@tanstack/react-router'
import type { PersonRow } from '#contract/workers/people.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { RatingValue } from '../../../ui/rating.tsx'
import { formatPhone } from '../../../ui/fields/phone-text.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { BankDataChanged, BankStatusChip, WorkerStateChip } from './status-chips.tsx'

const column = dataColumnHelper<PersonRow>()
const muted = 'block text-gray-500'

/**
 * The people tables: the name opens the profile (the whole row does too, for the mouse). The server orders
 * the rows itself (the newest registrations first, or by name), so no column sorts. `confirmed` adds the
 * approval date; a block shows under the name.
 */
export function peopleColumns(confirmed: boolean): DataColumn<PersonRow>[] {
  return [
    column.accessor('fullName', {
      header: 'Исполнитель',
      enableSorting: false,
      meta: { className: 'min-w-44' },
      cell: ({ row }) => (
        <span className="flex flex-col items-start">
          <Link
            to="/self-employed-profile/$id"
            params={{ id: String(row.original.id) }}
            onClick={(event) => event.stopPropagation()}
            className="rounded font-medium text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            {row.original.fullName}
          </Link>
          <span className="whitespace-nowrap tabular-nums text-gray-500">
            {formatPhone(row.original.phone)}
          </span>
          <span className="whitespace-nowrap tabular-nums text-gray-500">ИНН {row.original.inn}</span>
          {row.original.state === 'BLOCKED_SELF_EMPLOYED' && (
            <span className="mt-1">
              <WorkerStateChip state={row.original.state} blockedUntil={row.original.blockedUntil} />
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('city', {
      header: 'Город',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {row.original.city}
          <span className={muted}>{row.original.citizenship}</span>
        </>
      ),
    }),
    column.accessor('position', {
      header: 'Должность',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {row.original.position}
          <span className={muted}>{row.original.fund}</span>
        </>
      ),
    }),
    column.accessor('bankStatus', {
      header: 'Карта и банк',
      enableSorting: false,
      meta: { className: 'min-w-36' },
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap tabular-nums">•••• {row.original.cardLast4}</span>
          <BankStatusChip status={row.original.bankStatus} />
          <BankDataChanged fields={row.original.bankChangedFields} />
        </span>
      ),
    }),
    column.accessor('rating', {
      header: 'Рейтинг',
      enableSorting: false,
      cell: ({ row }) => <RatingValue value={row.original.rating} />,
    }),
    column.accessor('createdAt', {
      header: () => twoLines('Дата', 'регистрации'),
      enableSorting: false,
      meta: { fit: true, className: 'tabular-nums' },
      cell: ({ row }) => formatDay(row.original.createdAt),
    }),
    ...(confirmed
      ? [
          column.accessor('confirmedAt', {
            header: () => twoLines('Дата', 'одобрения'),
            enableSorting: false,
            meta: { fit: true, className: 'tabular-nums' },
            cell: ({ row }) => formatDay(row.original.confirmedAt),
          }),
        ]
      : []),
  ]
}

/** A long header on two lines, so the date columns stay as narrow as their dates. */
function twoLines(first: string, second: string) {
  return (
    <>
      {first}
      <br />
      {second}
    </>
  )
}
