import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { staffEndpoints } from '#contract/staff/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'

export type EmployeeListRequest = {
  search: string | null
  page: number
  size: number
  sort: string | undefined
}

/** The search in the body, page, size and sort in the query. */
export function employeesQueryOptions(request: EmployeeListRequest) {
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

/** A change of employees: the table refreshes after it, failed or not. */
const employeesChanged = { invalidates: [endpointKey(staffEndpoints.filter)] }

export const useCreateEmployee = () => useEndpointChange(staffEndpoints.create, employeesChanged)
export const useDeleteEmployee = () => useEndpointChange(staffEndpoints.remove, employeesChanged)
export const useAssignAdmin = () => useEndpointChange(staffEndpoints.assignAdmin, employeesChanged)
export const useRevokeAdmin = () => useEndpointChange(staffEndpoints.revokeAdmin, employeesChanged)
