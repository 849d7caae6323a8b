import { redirect } from '@tanstack/react-router'
import type { RouterContext } from './router-context.ts'
import { guardRedirect } from './access-rules.ts'
import { routeMeta, type RouteKey } from './route-meta.ts'

/** A page's static data, from the one route list. */
export const pageData = (key: RouteKey) => ({ meta: routeMeta[key] })

/**
 * The self-employed and admin guards of spec section 2 for a page; the signed-in check lives in the `_app`
 * layout route, which runs first.
 */
export function guardFor(key: RouteKey) {
  return ({ context }: { context: RouterContext }) => {
    const claims = context.auth.claims()
    if (!claims) return
    const to = guardRedirect(routeMeta[key], claims)
    if (to) throw redirect({ to, replace: true })
  }
}
