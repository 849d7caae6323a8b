import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import type { EmployeeMe } from '#contract/staff/employee.ts'
import { staffEndpoints } from '#contract/staff/endpoints.ts'
import { workerEndpoints } from '#contract/workers/endpoints.ts'
import type { WorkerMe } from '#contract/workers/worker.ts'
import { call } from '../lib/api-client.ts'
import { endpointKey } from '../lib/endpoint-query.ts'
import type { Auth } from '../lib/auth.ts'
import type { TokenClaims } from '../lib/tokens.ts'

export type CurrentUser = EmployeeMe | WorkerMe

/** The worker's or the employee's own card, chosen by the roles in the token. */
export function currentUserQueryOptions(claims: TokenClaims) {
  const worker = isSelfEmployedUser(claims.roles)
  return queryOptions({
    queryKey: [...endpointKey(worker ? workerEndpoints.me : staffEndpoints.me), claims.userId],
    queryFn: (): Promise<CurrentUser> => (worker ? call(workerEndpoints.me) : call(staffEndpoints.me)),
    staleTime: 60_000,
  })
}

/**
 * The one way a signed-in page reads who is signed in: the `/_app` route's loader has already ensured the
 * query, so this does not suspend there. `fresh` reads it again on mount (the profile page does).
 */
export function useCurrentUser(options: { fresh?: boolean } = {}): CurrentUser {
  const { claims } = useRouteContext({ from: '/_app' })
  const { data } = useSuspenseQuery({
    ...currentUserQueryOptions(claims),
    ...(options.fresh && { refetchOnMount: 'always' as const }),
  })
  return data
}

/**
 * The one way a component reads the session (the claims, the access token): the router's context, which the
 * guards and loaders read too. Any page, the signed-out ones and the root's developer menu among them.
 */
export function useSession(): Auth {
  return useRouteContext({ from: '__root__', select: (context) => context.auth })
}

export function isWorkerMe(user: CurrentUser): user is WorkerMe {
  return 'worker' in user
}
