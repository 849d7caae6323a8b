import { dictionaryEndpoints as calls } from './endpoints.ts'
import type { DictionaryEntity } from './entities.ts'

/**
 * Each dictionary's list and generic changes (spec section 7: `/api/{entity}/…`): the server serves them and
 * the client calls them from here. Apart from endpoints.ts, which the worker's first screen loads: only staff
 * pages need this.
 */
export const dictionaryCalls = {
  city: {
    list: calls.cities,
    create: calls.createCity,
    add: calls.addCity,
    update: calls.updateCity,
    remove: calls.deleteCity,
  },
  citizenship: {
    list: calls.citizenships,
    create: calls.createCitizenship,
    add: calls.addCitizenship,
    update: calls.updateCitizenship,
    remove: calls.deleteCitizenship,
  },
  fund: {
    list: calls.funds,
    create: calls.createFund,
    add: calls.addFund,
    update: calls.updateFund,
    remove: calls.deleteFund,
  },
  service: {
    list: calls.services,
    create: calls.createService,
    add: calls.addService,
    update: calls.updateService,
    remove: calls.deleteService,
  },
  shop: {
    list: calls.shops,
    create: calls.createShop,
    add: calls.addShop,
    update: calls.updateShop,
    remove: calls.deleteShop,
  },
} as const satisfies Record<DictionaryEntity, object>
