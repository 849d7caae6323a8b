import type { QueryClient } from '@tanstack/react-query'
import type { Auth } from '../lib/auth.ts'
import type { RouteMeta } from './route-meta.ts'

export type RouterContext = { queryClient: QueryClient; auth: Auth }

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta
  }
}
