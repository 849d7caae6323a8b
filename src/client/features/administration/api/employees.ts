import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdministrationSearch } from '#contract/staff/administration-search.ts'
import { staffEndpoints } from '#contract/staff/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { tableRequest } from '../../../ui/use-url-table.ts'

export type EmployeeListRequest = {
  search: string | null
  page: number
  size: number
  sort: string | undefined
}

/** The search in the body, page, size and sort in the query. */
function employeesQueryOptions(request: EmployeeListRequest) {
  const input = {
    body: request.search ? { search: request.search } : {},
    query: { page: request.page, size: request.size, sort: request.sort },
  }
  return queryOptions({
    queryKey: endpointKey(staffEndpoints.filter, input),
    queryFn: () => call(staffEndpoints.filter, input),
    placeholderData: keepPreviousData,
  })
}

/** The employees table is in name order until another column is chosen. */
export const employeesDefaultSorting = [{ id: 'fullName', desc: false }]

/** The page of employees the address names: the route's loader and the tab ask alike. */
export function employeeListQuery(search: AdministrationSearch) {
  const { filters, page, size, sort } = tableRequest(search, employeesDefaultSorting)
  return employeesQueryOptions({ search: filters.search ?? null, page, size, sort })
}

/** A change of employees: the table refreshes after it, failed or not. */
const employeesChanged = { invalidates: [endpointKey(staffEndpoints.filter)] }

export const useCreateEmployee = () => useEndpointChange(staffEndpoints.create, employeesChanged)
export const useDeleteEmployee = () => useEndpointChange(staffEndpoints.remove, employeesChanged)
export const useAssignAdmin = () => useEndpointChange(staffEndpoints.assignAdmin, employeesChanged)
export const useRevokeAdmin = () => useEndpointChange(staffEndpoints.revokeAdmin, employeesChanged)
