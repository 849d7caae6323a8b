import type { QueryKey } from '@tanstack/react-query'
import { dictionaryEndpoints as calls } from '#contract/dictionaries/endpoints.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { endpointKey, useChange } from '../../../lib/endpoint-query.ts'

/** Each dictionary's list and generic changes (spec section 7: `/api/{entity}/…`). */
export const dictionaryCalls = {
  city: { list: calls.cities, create: calls.createCity, update: calls.updateCity, remove: calls.deleteCity },
  citizenship: {
    list: calls.citizenships,
    create: calls.createCitizenship,
    update: calls.updateCitizenship,
    remove: calls.deleteCitizenship,
  },
  fund: { list: calls.funds, create: calls.createFund, update: calls.updateFund, remove: calls.deleteFund },
  service: {
    list: calls.services,
    create: calls.createService,
    update: calls.updateService,
    remove: calls.deleteService,
  },
  shop: { list: calls.shops, create: calls.createShop, update: calls.updateShop, remove: calls.deleteShop },
} as const satisfies Record<DictionaryEntity, object>

/**
 * What a change to one dictionary may have touched: its list (the reference list and every page of its table
 * share the key's start), and the lists that show its rows inside theirs — a shop carries its city and services.
 */
export function touchedBy(entity: DictionaryEntity): QueryKey[] {
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
