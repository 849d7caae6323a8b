import { displayWallClock } from '#contract/common/display-dates.ts'
import { actorKindLabels } from '#contract/journals/journals.ts'
import type { JournalEntry } from '#contract/journals/requests.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { describeDetails } from '../journal-details.ts'

const column = dataColumnHelper<JournalEntry>()

/** A journal's records: when (the one sortable column), who, what, on which object, and the change. */
export const journalColumns: DataColumn<JournalEntry>[] = [
  column.accessor('at', {
    id: 'at',
    header: 'Время (МСК)',
    meta: { fit: true },
    cell: ({ row }) => (
      <span className="tabular-nums">{displayWallClock(row.original.at, { seconds: true })}</span>
    ),
  }),
  column.accessor((entry) => entry.who.name, {
    id: 'who',
    header: 'Кто',
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {row.original.who.name ?? actorKindLabels[row.original.who.kind]}
        {row.original.who.name && (
          <span className="block text-xs text-gray-500">{actorKindLabels[row.original.who.kind]}</span>
        )}
      </span>
    ),
  }),
  column.accessor('what', { header: 'Что', enableSorting: false }),
  column.accessor('entityId', {
    header: 'Объект',
    enableSorting: false,
    meta: { fit: true },
    cell: ({ row }) => (
      <span className="tabular-nums">{row.original.object ?? row.original.entityId ?? '—'}</span>
    ),
  }),
  column.accessor('details', {
    header: 'Изменение',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="break-words text-gray-700">
        {describeDetails(row.original.details, row.original.action)}
      </span>
    ),
  }),
]
