import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { Page } from '#contract/common/paging.ts'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import { dictionaryEntities } from '#contract/dictionaries/entity-names.ts'
import { call } from '../lib/api-client.ts'
import { endpointKey } from '../lib/endpoint-query.ts'

/** Without paging in the query the server answers the whole list. */
export const wholeList = <Row>(answer: Row[] | Page<Row>): Row[] =>
  Array.isArray(answer) ? answer : answer.content

/** A reference list is the list call with an empty query: the URL the service worker keeps on the device. */
const referenceList = <Row>(queryKey: QueryKey, read: () => Promise<Row[] | Page<Row>>) =>
  queryOptions({ queryKey, queryFn: async () => wholeList(await read()), staleTime: 10 * 60_000 })

/** Loaded at start (spec section 7): citizenships, funds and the self-employed services; cities for forms. */
export const citizenshipsQueryOptions = referenceList(endpointKey(calls.citizenships), () =>
  call(calls.citizenships, { query: {} }),
)
export const fundsQueryOptions = referenceList(endpointKey(calls.funds), () =>
  call(calls.funds, { query: {} }),
)
export const servicesQueryOptions = referenceList(endpointKey(calls.services), () =>
  call(calls.services, { query: {} }),
)
export const citiesQueryOptions = referenceList(endpointKey(calls.cities), () =>
  call(calls.cities, { query: {} }),
)

/** Whole reference lists, kept on the worker's device: the list call's key, without paging. */
export const isReferenceListKey = (key: readonly unknown[]) =>
  key.length === 2 && key[1] === 'all' && (dictionaryEntities as readonly unknown[]).includes(key[0])
