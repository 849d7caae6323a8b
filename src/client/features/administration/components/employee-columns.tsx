import { useId } from 'react'
import { displayDate } from '#contract/common/display-dates.ts'
import type { EmployeeRow } from '#contract/staff/employees.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip } from '../../../ui/chip.tsx'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { formatPhone } from '../../../ui/fields/phone-text.ts'

const column = dataColumnHelper<EmployeeRow>()

export type EmployeeActions = {
  ownId: number | null
  onToggleAdmin: (employee: EmployeeRow) => void
  onDelete: (employee: EmployeeRow) => void
}

/** An admin's own row: the buttons stay visible but disabled, and say why. */
function RowActions({ employee, actions }: { employee: EmployeeRow; actions: EmployeeActions }) {
  const reasonId = useId()
  const own = employee.id === actions.ownId
  const described = own ? reasonId : undefined
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-col items-end gap-1">
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          disabled={own}
          aria-describedby={described}
          onClick={() => actions.onToggleAdmin(employee)}
        >
          {employee.isAdmin ? 'Снять роль администратора' : 'Назначить администратором'}
        </Button>
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-red-700 hover:bg-red-50"
          disabled={own}
          aria-describedby={described}
          aria-label={`Удалить: ${employee.fullName}`}
          onClick={() => actions.onDelete(employee)}
        >
          Удалить
        </Button>
      </div>
      {own && (
        <p id={reasonId} className="max-w-72 whitespace-normal text-right text-xs text-gray-500">
          Свою запись нельзя удалить или лишить роли администратора
        </p>
      )}
    </div>
  )
}

/** The employees table; sortable columns carry the server's sort field names as their ids. */
export function employeeColumns(actions: EmployeeActions): DataColumn<EmployeeRow>[] {
  return [
    column.accessor('fullName', {
      id: 'fullName',
      header: 'ФИО',
      cell: ({ row }) => (
        <span className="font-medium text-gray-900">
          {row.original.fullName}
          {row.original.id === actions.ownId && <span className="ml-2 font-normal text-gray-500">(вы)</span>}
        </span>
      ),
    }),
    column.accessor('phone', {
      id: 'phone',
      header: 'Телефон',
      meta: { fit: true },
      cell: ({ row }) => <span className="tabular-nums">{formatPhone(row.original.phone)}</span>,
    }),
    column.accessor('isAdmin', {
      header: 'Роль',
      enableSorting: false,
      meta: { fit: true },
      cell: ({ row }) =>
        row.original.isAdmin ? <Chip tone="green">Администратор</Chip> : <Chip tone="gray">Сотрудник</Chip>,
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: 'Добавлен',
      meta: { fit: true },
      cell: ({ row }) => <span className="tabular-nums">{displayDate(row.original.createdAt)}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Действия</span>,
      meta: { fit: true, className: 'text-right' },
      cell: ({ row }) => <RowActions employee={row.original} actions={actions} />,
    }),
  ]
}
