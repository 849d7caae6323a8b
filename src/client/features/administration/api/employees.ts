import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import type { EmployeeRow, NewEmployee } from '#contract/staff/employees.ts'
import { api } from '../../../lib/api-client.ts'

export type EmployeeListRequest = {
  search: string | null
  page: number
  size: number
  sort: string | undefined
}

export const employeeKeys = {
  all: ['administration', 'employees'] as const,
  list: (request: EmployeeListRequest) => [...employeeKeys.all, 'list', request] as const,
}

/** `POST /api/employee/search-by-filters`: the search in the body, page, size and sort in the query. */
export function employeesQueryOptions(request: EmployeeListRequest) {
  return queryOptions({
    queryKey: employeeKeys.list(request),
    queryFn: () =>
      api.post<Page<EmployeeRow>>(
        '/api/employee/search-by-filters',
        request.search ? { search: request.search } : {},
        { page: request.page, size: request.size, sort: request.sort },
      ),
    placeholderData: keepPreviousData,
  })
}

/** A change of employees: the table refreshes after it, failed or not. */
function useEmployeeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  })
}

export const useCreateEmployee = () =>
  useEmployeeMutation((body: NewEmployee) => api.post<EmployeeRow>('/api/employee/create', body))
export const useDeleteEmployee = () =>
  useEmployeeMutation((id: number) => api.post<null>('/api/employee/delete', { id }))
export const useAssignAdmin = () =>
  useEmployeeMutation((id: number) => api.post<EmployeeRow>('/api/admin/assign-role', { id }))
export const useRevokeAdmin = () =>
  useEmployeeMutation((id: number) => api.post<EmployeeRow>('/api/admin/revoke-role', { id }))
