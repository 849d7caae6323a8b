import type { Employee, EmployeeSelfProfile } from '#contract/staff/employee.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/employee/update-self-profile`: the employee's own name. */
export const updateEmployeeProfile = (profile: EmployeeSelfProfile) =>
  api.post<Employee>('/api/employee/update-self-profile', profile)
