import { queryOptions } from '@tanstack/react-query'
import type { Shop } from '#contract/dictionaries/shop.ts'
import { api } from '../../../lib/api-client.ts'
import { referenceKeys } from '../../dictionaries/api/reference-lists.ts'

/** `GET /api/shop/all`: each shop with its city (and UTC offset) and the services it offers. */
export const shopsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('shop'),
  queryFn: () => api.get<Shop[]>('/api/shop/all'),
  staleTime: 10 * 60_000,
})
