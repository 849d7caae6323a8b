import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { referenceKeys } from './reference-lists.ts'

/** One server page of a dictionary's table: page from 1, size, and the search term (3 characters at least). */
export type DictionaryPageRequest = { page: number; size: number; search: string | null }

/** Every dictionary table lives under `['dictionaries', entity]`. */
export const dictionaryKeys = {
  all: ['dictionaries'] as const,
  entity: (entity: DictionaryEntity) => [...dictionaryKeys.all, entity] as const,
  page: (entity: DictionaryEntity, request: DictionaryPageRequest) =>
    [...dictionaryKeys.entity(entity), 'page', request] as const,
  groups: () => [...dictionaryKeys.all, 'service-groups'] as const,
}

/**
 * A call that changes a dictionary. Afterwards its tables refresh, and so do the reference lists every other
 * page reads (a renamed city shows in the order filters, a shop's services in the order dialog).
 */
export function useDictionaryMutation<Variables, Result>(
  entity: DictionaryEntity,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictionaryKeys.entity(entity) }),
        queryClient.invalidateQueries({ queryKey: dictionaryKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
      ]),
  })
}
