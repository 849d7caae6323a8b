import type { QueryKey } from '@tanstack/react-query'
import { dictionaryCalls } from '#contract/dictionaries/dictionary-calls.ts'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { endpointKey, useChange } from '../../../lib/endpoint-query.ts'

/**
 * What a change to one dictionary may have touched: its list (the reference list and every page of its table
 * share the key's start), and the lists that show its rows inside theirs — a shop carries its city and services.
 */
function touchedBy(entity: DictionaryEntity): QueryKey[] {
  const keys = [endpointKey(dictionaryCalls[entity].list)]
  if (entity === 'service') keys.push(endpointKey(calls.serviceGroups), endpointKey(calls.shops))
  if (entity === 'city') keys.push(endpointKey(calls.shops))
  return keys
}

/** A call that changes a dictionary: afterwards the lists it touched refresh. */
export const useDictionaryChange = <Variables, Answer>(
  entity: DictionaryEntity,
  change: (variables: Variables) => Promise<Answer>,
) => useChange(change, { invalidates: touchedBy(entity) })
