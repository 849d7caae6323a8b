import { queryOptions } from '@tanstack/react-query'
import type { City } from '#contract/dictionaries/city.ts'
import type { Citizenship } from '#contract/dictionaries/citizenship.ts'
import type { Fund } from '#contract/dictionaries/fund.ts'
import type { Service } from '#contract/dictionaries/service.ts'
import { api } from '../../../lib/api-client.ts'

export const referenceKeys = {
  all: ['reference'] as const,
  list: (entity: string) => [...referenceKeys.all, entity] as const,
}

const list = <T>(entity: string) =>
  queryOptions({
    queryKey: referenceKeys.list(entity),
    queryFn: () => api.get<T[]>(`/api/${entity}/all`),
    staleTime: 10 * 60_000,
  })

/** Loaded at start (spec section 7): citizenships, funds and the self-employed services; cities for forms. */
export const citizenshipsQueryOptions = list<Citizenship>('citizenship')
export const fundsQueryOptions = list<Fund>('fund')
export const servicesQueryOptions = list<Service>('service')
export const citiesQueryOptions = list<City>('city')
