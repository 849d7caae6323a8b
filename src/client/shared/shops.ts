import { queryOptions } from '@tanstack/react-query'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { endpointKey } from '../lib/endpoint-query.ts'
import { wholeList } from './reference-lists.ts'

/** `GET /api/shop/all`: each shop with its city (and UTC offset) and the services it offers. */
export const shopsQueryOptions = queryOptions({
  queryKey: endpointKey(calls.shops),
  queryFn: async () => wholeList(await call(calls.shops, { query: {} })),
  staleTime: 10 * 60_000,
})
