import { and, count, desc, eq } from 'drizzle-orm'
import type { Page } from '../../src/contract/common/paging.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import {
  cities,
  citizenships,
  funds,
  journal,
  services,
  shopServices,
  shops,
} from '../../src/server/db/schema/index.ts'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { createTestApp, type TestApp } from './app.ts'
import { callApi, type TestCall } from './api.ts'
import { signIn } from './sign-in.ts'

/** A fresh app with the demo admin, employee and worker signed in, for the dictionaries' tests. */
export async function openDictionaryTestApp() {
  const test = await createTestApp()
  const admin = (await signIn(test, 'admin')).accessToken
  const employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const adminId = (await callApi(test.app, staffEndpoints.me, { token: admin })).body.id
  return { test, admin, employee, worker, adminId }
}

type Removal = typeof calls.deleteCity | typeof calls.deleteCitizenship | typeof calls.deleteFund

export async function remove(test: TestApp, endpoint: Removal, id: number, token: string) {
  return callApi(test.app, endpoint, { token, body: { id } })
}

/** One change of a dictionary, sent as its call's own input by whoever the test names. */
function change<E extends Endpoint>(endpoint: E, input: TestCall<E>) {
  return {
    endpoint,
    send: (test: TestApp, token: string) => callApi(test.app, endpoint, { ...input, token }),
  }
}

/** Every change of the dictionaries, each with a valid body: only an admin may make them. */
export const dictionaryChanges = [
  change(calls.createCity, { body: { name: 'Тула', utcOffset: 3 } }),
  change(calls.updateCity, { body: { id: 1, name: 'Тула', utcOffset: 3 } }),
  change(calls.deleteCity, { body: { id: 1 } }),
  change(calls.createCitizenship, { body: { code: 'UZB', name: 'Узбекистан' } }),
  change(calls.updateCitizenship, { body: { id: 1, code: 'UZB', name: 'Узбекистан' } }),
  change(calls.deleteCitizenship, { body: { id: 1 } }),
  change(calls.createFund, { body: { name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' } }),
  change(calls.updateFund, {
    body: { id: 1, name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' },
  }),
  change(calls.deleteFund, { body: { id: 1 } }),
  change(calls.createService, {
    body: { fullName: 'Грузчик', planTariffValue: '100.00', planTariffPeriod: 'Hour' },
  }),
  change(calls.updateService, {
    body: { id: 1, fullName: 'Грузчик', planTariffValue: '100.00', planTariffPeriod: 'Hour' },
  }),
  change(calls.deleteService, { body: { id: 1 } }),
  change(calls.createShop, { body: { name: 'М', cityId: 1, address: 'А', latitude: 55, longitude: 39 } }),
  change(calls.updateShop, {
    body: { id: 1, name: 'М', cityId: 1, address: 'А', latitude: 55, longitude: 39 },
  }),
  change(calls.deleteShop, { body: { id: 1 } }),
  change(calls.updateShopServices, { body: { shopId: 1, services: [] } }),
  change(calls.addCity, { body: { name: 'Тула', utcOffset: 3 } }),
  change(calls.addFund, { body: { name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' } }),
]

/**
 * A row of every dictionary through the generic `add`, with the fields the answer must repeat. The shop goes to
 * the city added first, so the other tests' counts of a city's shops stay as they were.
 */
export const dictionaryAdditions = [
  {
    entity: 'city',
    add: (test: TestApp, token: string) =>
      callApi(test.app, calls.addCity, { token, body: { name: 'Серпухов', utcOffset: 3 } }),
    echoed: { name: 'Серпухов', utcOffset: 3 },
  },
  {
    entity: 'citizenship',
    add: (test: TestApp, token: string) =>
      callApi(test.app, calls.addCitizenship, { token, body: { code: 'UZB', name: 'Узбекистан' } }),
    echoed: { code: 'UZB', name: 'Узбекистан' },
  },
  {
    entity: 'fund',
    add: (test: TestApp, token: string) =>
      callApi(test.app, calls.addFund, {
        token,
        body: { name: 'Фонд добавленный', guid: '11111111-2222-3333-4444-555555555555', code: 'F-ADD' },
      }),
    echoed: { name: 'Фонд добавленный', guid: '11111111-2222-3333-4444-555555555555', code: 'F-ADD' },
  },
  {
    entity: 'service',
    add: (test: TestApp, token: string) =>
      callApi(test.app, calls.addService, {
        token,
        body: { fullName: 'Мерчендайзер', planTariffValue: '300.00', planTariffPeriod: 'Hour' },
      }),
    echoed: { fullName: 'Мерчендайзер', planTariffValue: '300.00', planTariffPeriod: 'Hour' },
  },
  {
    entity: 'shop',
    add: (test: TestApp, token: string, cityId: number) =>
      callApi(test.app, calls.addShop, {
        token,
        body: { name: 'Магазин «Добавленный»', cityId, address: 'ул. Новая, 1', latitude: 55, longitude: 39 },
      }),
    echoed: { name: 'Магазин «Добавленный»' },
  },
]

export async function upload(
  test: TestApp,
  fields: Record<string, string>,
  bytes: Buffer,
  token: string,
  name = 'Оферта.pdf',
) {
  return callApi(test.app, calls.uploadContractOffer, {
    token,
    upload: { fields, file: { field: 'file', name, type: 'application/pdf', bytes } },
  })
}

/** The latest journal row of an entity's row. */
export async function lastJournal(test: TestApp, entity: string, id: number) {
  const [row] = await test.db
    .select()
    .from(journal)
    .where(and(eq(journal.entity, entity), eq(journal.entityId, String(id))))
    .orderBy(desc(journal.id))
    .limit(1)
  return row
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
export const total = async (
  test: TestApp,
  table: typeof cities | typeof citizenships | typeof funds | typeof services | typeof shops,
) => (await test.db.select({ n: count() }).from(table))[0]!.n

/** How many rows each dictionary and the shops' services hold. */
export async function dictionaryTotals(test: TestApp) {
  const tables = [cities, citizenships, funds, services, shops] as const
  const links = (await test.db.select({ n: count() }).from(shopServices))[0]!.n
  return [...(await Promise.all(tables.map((table) => total(test, table)))), links]
}

/** A list call without paging answers the whole list. */
export function listOf<Row>(answer: Row[] | Page<Row> | null): Row[] {
  if (!Array.isArray(answer)) throw new Error('Ожидался весь список')
  return answer
}

/** With paging or a search in the query, a list call answers one page. */
export function pageOf<Row>(answer: Row[] | Page<Row> | null): Page<Row> {
  if (answer === null || Array.isArray(answer)) throw new Error('Ожидалась страница')
  return answer
}

/** Moves a shop to another city through the admin's call, everything else about it kept; the answer's status. */
export async function moveShop(test: TestApp, adminToken: string, shop: Shop, cityId: number) {
  const moved = await callApi(test.app, calls.updateShop, {
    token: adminToken,
    body: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      cityId,
      latitude: shop.latitude,
      longitude: shop.longitude,
      services: shop.services.map((service) => service.id),
    },
  })
  return moved.status
}
