import { adminOnly, type Access } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'
import type { DictionaryEntity } from './entities.ts'

const tag = 'Справочники'

/** `GET /api/{entity}/all`: the whole list, or one page of the admin's table when the query asks for it. */
const list = (entity: DictionaryEntity, access: Access) => ({
  method: 'GET' as const,
  path: `/api/${entity}/all`,
  access,
})
// Spec section 7 names both `create` and `add`: one call under two names.
const create = (entity: DictionaryEntity) => ({
  method: 'POST' as const,
  path: `/api/${entity}/create`,
  access: adminOnly,
})
const add = (entity: DictionaryEntity) => ({
  method: 'POST' as const,
  path: `/api/${entity}/add`,
  access: adminOnly,
})
const update = (entity: DictionaryEntity) => ({
  method: 'POST' as const,
  path: `/api/${entity}/update`,
  access: adminOnly,
})
const remove = (entity: DictionaryEntity) => ({
  method: 'DELETE' as const,
  path: `/api/${entity}/delete`,
  access: adminOnly,
})

/**
 * Reference lists and the generic calls of spec section 7 that change them. Citizenships, funds, services and
 * cities are needed by the registration form before sign-in and hold nothing personal, so they are public.
 */
export const dictionaryEndpoints = endpoints(tag, () => import('./endpoint-schemas.ts'), {
  citizenships: list('citizenship', 'public'),
  funds: list('fund', 'public'),
  services: list('service', 'public'),
  cities: list('city', 'public'),
  shops: list('shop', 'signed-in'),
  serviceGroups: { method: 'GET', path: '/api/service/groups', access: 'signed-in' },

  createCity: create('city'),
  addCity: add('city'),
  updateCity: update('city'),
  deleteCity: remove('city'),
  createCitizenship: create('citizenship'),
  addCitizenship: add('citizenship'),
  updateCitizenship: update('citizenship'),
  deleteCitizenship: remove('citizenship'),
  createFund: create('fund'),
  addFund: add('fund'),
  updateFund: update('fund'),
  deleteFund: remove('fund'),
  createService: create('service'),
  addService: add('service'),
  updateService: update('service'),
  deleteService: remove('service'),
  createShop: create('shop'),
  addShop: add('shop'),
  updateShop: update('shop'),
  deleteShop: remove('shop'),

  updateShopServices: {
    method: 'POST',
    path: '/api/shop/services/update',
    access: adminOnly,
  },
  uploadContractOffer: {
    method: 'POST',
    path: '/api/service/upload-contract-offer',
    access: adminOnly,
    upload: true,
  },
  contractOfferLink: {
    method: 'POST',
    path: '/api/service/contract-offer/link-for-downloading',
    access: 'signed-in',
  },
})
