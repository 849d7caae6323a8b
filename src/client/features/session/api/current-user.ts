import { queryOptions } from '@tanstack/react-query'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import type { EmployeeMe } from '#contract/staff/employee.ts'
import type { WorkerMe } from '#contract/workers/worker.ts'
import { api } from '../../../lib/api-client.ts'
import type { TokenClaims } from '../../../lib/tokens.ts'

export type CurrentUser = EmployeeMe | WorkerMe

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: (url: string, userId: number) => [...sessionKeys.all, 'current-user', url, userId] as const,
}

/** `/api/employee/me` or `/api/self-employed/me`, chosen by the roles in the token. */
export function currentUserQueryOptions(claims: TokenClaims) {
  const url = isSelfEmployedUser(claims.roles) ? '/api/self-employed/me' : '/api/employee/me'
  return queryOptions({
    queryKey: sessionKeys.currentUser(url, claims.userId),
    queryFn: () => api.get<CurrentUser>(url),
    staleTime: 60_000,
  })
}

export function isWorkerMe(user: CurrentUser): user is WorkerMe {
  return 'worker' in user
}
