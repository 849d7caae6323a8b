import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from '@heroicons/react/20/solid'
import type { AdministrationSearch } from '#contract/staff/administration-search.ts'
import type { EmployeeRow } from '#contract/staff/employees.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { DataTable } from '../../../ui/data-table.tsx'
import { SearchField } from '../../../ui/filter-panel.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { useUrlTable } from '../../../ui/use-url-table.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import {
  employeeListQuery,
  employeesDefaultSorting,
  useAssignAdmin,
  useDeleteEmployee,
  useRevokeAdmin,
} from '../api/employees.ts'
import { AddEmployeeDialog } from './add-employee-dialog.tsx'
import { employeeColumns } from './employee-columns.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'

const rowId = (employee: EmployeeRow) => String(employee.id)

/** Сотрудники: a server-paged table with search; add, delete, assign and revoke ADMIN after a confirmation. */
export function EmployeesTab({ search }: { search: AdministrationSearch }) {
  const table = useUrlTable(search, employeesDefaultSorting)
  const filters = useUrlFilters({
    filters: table.request.filters,
    formOf: () => ({}),
    filtersOf: (_values, term): AdministrationSearch => ({ tab: 'employees', ...(term && { search: term }) }),
    onChange: table.setFilters,
  })
  const term = filters.search.term
  const [confirmAction, confirmDialog] = useConfirm()
  const adding = useDialog()
  const list = useQuery(employeeListQuery(search))
  const assign = useAssignAdmin()
  const revoke = useRevokeAdmin()
  const remove = useDeleteEmployee()

  const saying = (success: string) => ({ onDone: () => notify({ status: 'success', message: success }) })

  const ownId = useCurrentUser().id
  const [columns] = useState(() =>
    employeeColumns({
      ownId,
      async onToggleAdmin(employee) {
        const revoking = employee.isAdmin
        const confirmed = await confirmAction({
          title: revoking ? 'Снять роль администратора?' : 'Назначить администратором?',
          message: revoking
            ? `${employee.fullName} потеряет доступ к справочникам, счетам и общим настройкам.`
            : `${employee.fullName} получит доступ к справочникам, счетам и общим настройкам.`,
          confirmLabel: revoking ? 'Снять роль' : 'Назначить',
          danger: revoking,
        })
        if (!confirmed) return
        await (revoking
          ? revoke.submit(
              { body: { id: employee.id } },
              saying(`Роль администратора снята: ${employee.fullName}`),
            )
          : assign.submit(
              { body: { id: employee.id } },
              saying(`Назначен администратором: ${employee.fullName}`),
            ))
      },
      async onDelete(employee) {
        const confirmed = await confirmAction({
          title: 'Удалить сотрудника?',
          message: `${employee.fullName} больше не сможет войти; открытые сессии закроются.`,
          confirmLabel: 'Удалить',
          danger: true,
        })
        if (confirmed)
          await remove.submit({ body: { id: employee.id } }, saying(`Сотрудник удалён: ${employee.fullName}`))
      },
    }),
  )

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="w-full max-w-md">
          <SearchField
            label="Поиск"
            placeholder="ФИО или телефон"
            value={filters.search.text}
            onChange={filters.search.change}
          />
        </div>
        <Button className="sm:mt-7" onClick={() => adding.open()}>
          <PlusIcon className="size-5" aria-hidden />
          Добавить сотрудника
        </Button>
      </div>
      <DataTable
        label="Сотрудники"
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить сотрудников. Обновите страницу.' : null}
        empty={term ? 'Никого не нашлось' : 'Сотрудников нет'}
        rowId={rowId}
        {...table.tableProps}
      />
      <AddEmployeeDialog open={adding.isOpen} onClose={adding.close} />
      {confirmDialog}
    </div>
  )
}
