import { isSelfEmployedUser, type Role } from '#contract/auth/roles.ts'
import type { Badge } from '../ui/badge-mark.tsx'
import { routeList, routeMeta, type RouteMeta } from './route-meta.ts'

export type Viewer = { roles: readonly Role[] }

const holdsAll = (viewer: Viewer, roles: readonly Role[] = []) =>
  roles.every((role) => viewer.roles.includes(role))

/** Spec section 2: self-employed users see mobile routes, others non-mobile; every allowedFor role is needed. */
export function navigationEntries(viewer: Viewer): RouteMeta[] {
  const selfEmployed = isSelfEmployedUser(viewer.roles)
  return routeList.filter(
    (meta) =>
      meta.inNavigation && Boolean(meta.isMobile) === selfEmployed && holdsAll(viewer, meta.allowedFor),
  )
}

/** The Выйти entry is absent for a self-employed user who came from an external app. */
export function showsLogout(viewer: Viewer, isRedirectedFromExternalApp: boolean): boolean {
  return !(isSelfEmployedUser(viewer.roles) && isRedirectedFromExternalApp)
}

/**
 * The guards of spec section 2 for a signed-in user, as the path to send them to, or null to let them in:
 * a self-employed user only on worker routes and /profile (else /orders); an admin route needs ADMIN (else /).
 * Staff opening a worker route go home: those pages have nothing for them.
 */
export function guardRedirect(meta: RouteMeta, viewer: Viewer): string | null {
  if (meta.isPublic) return null
  const selfEmployed = isSelfEmployedUser(viewer.roles)
  if (selfEmployed)
    return meta.isMobile || meta.name === routeMeta.profile.name ? null : routeMeta.orders.path
  if (meta.isMobile) return routeMeta.home.path
  if (!holdsAll(viewer, meta.allowedFor)) return routeMeta.home.path
  return null
}

/** A badge shows a number, or a dot when the count is not a number; nothing for zero or no data. */
export function badgeFor(count: unknown): Badge {
  if (typeof count === 'number') return count > 0 ? { kind: 'number', value: count } : null
  return count === undefined || count === null || count === false ? null : { kind: 'dot' }
}

/** The menu button's badge: the sum of the numeric counts. */
export function sumOfCounts(counts: Record<string, unknown>): number {
  return Object.values(counts).reduce<number>(
    (sum, count) => sum + (typeof count === 'number' ? count : 0),
    0,
  )
}
