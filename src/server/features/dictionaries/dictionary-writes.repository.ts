import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CitizenshipInput } from '#contract/dictionaries/citizenship.ts'
import type { CityInput } from '#contract/dictionaries/city.ts'
import type { FundInput } from '#contract/dictionaries/fund.ts'
import type { ServiceInput } from '#contract/dictionaries/service.ts'
import type { ShopInput } from '#contract/dictionaries/shop.ts'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  citizenships,
  contractOfferAcceptances,
  funds,
  orders,
  services,
  shopServices,
  shops,
  workers,
} from '../../db/schema/index.ts'

/** Takes the row's lock for the rest of the transaction; false when there is no such row. */
export const lockShop = (db: Executor, id: number) => lockRow(db, shops, id)
export const lockService = (db: Executor, id: number) => lockRow(db, services, id)

export async function lockRow(db: Executor, table: PgTable & { id: PgColumn }, id: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update')
  return rows.length > 0
}

async function countWhere(db: Executor, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where)
  return row?.total ?? 0
}

const otherThan = (column: PgColumn, id: number | undefined) =>
  id === undefined ? undefined : ne(column, id)

/** Case does not make another city: «коломна» repeats «Коломна». */
export const cityNameTaken = async (db: Executor, name: string, exceptId?: number) =>
  (await countWhere(
    db,
    cities,
    and(sql`lower(${cities.name}) = lower(${name})`, otherThan(cities.id, exceptId))!,
  )) > 0

export const citizenshipCodeTaken = async (db: Executor, code: string, exceptId?: number) =>
  (await countWhere(
    db,
    citizenships,
    and(eq(citizenships.code, code), otherThan(citizenships.id, exceptId))!,
  )) > 0

export const fundGuidTaken = async (db: Executor, guid: string, exceptId?: number) =>
  (await countWhere(db, funds, and(sql`lower(${funds.guid}) = ${guid}`, otherThan(funds.id, exceptId))!)) > 0

/** The ids among `ids` that are not services on offer. */
export async function missingServices(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, [...ids]), eq(services.archived, false)))
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}

export const cityExists = async (db: Executor, id: number) =>
  (await countWhere(db, cities, eq(cities.id, id))) > 0

export async function insertCity(db: Executor, input: CityInput) {
  const [row] = await db.insert(cities).values(input).returning({ id: cities.id })
  return row!.id
}

export async function updateCity(db: Executor, id: number, input: CityInput) {
  await db.update(cities).set(input).where(eq(cities.id, id))
}

export async function insertCitizenship(db: Executor, input: CitizenshipInput) {
  const [row] = await db.insert(citizenships).values(input).returning({ id: citizenships.id })
  return row!.id
}

export async function updateCitizenship(db: Executor, id: number, input: CitizenshipInput) {
  await db.update(citizenships).set(input).where(eq(citizenships.id, id))
}

export async function insertFund(db: Executor, input: FundInput) {
  const [row] = await db.insert(funds).values(input).returning({ id: funds.id })
  return row!.id
}

export async function updateFund(db: Executor, id: number, input: FundInput) {
  await db.update(funds).set(input).where(eq(funds.id, id))
}

const serviceValues = (input: ServiceInput) => ({
  fullName: input.fullName,
  planTariffValue: input.planTariffValue,
  planTariffPeriod: input.planTariffPeriod,
  responsibilities: input.responsibilities || null,
  zupId: input.zupId || null,
  groupName: input.group || null,
})

export async function insertService(db: Executor, input: ServiceInput) {
  const [row] = await db.insert(services).values(serviceValues(input)).returning({ id: services.id })
  return row!.id
}

export async function updateService(db: Executor, id: number, input: ServiceInput) {
  await db.update(services).set(serviceValues(input)).where(eq(services.id, id))
}

export async function setContractOffer(db: Executor, id: number, fileId: string, at: Date) {
  await db
    .update(services)
    .set({ contractOfferFileId: fileId, contractOfferUploadedAt: at })
    .where(eq(services.id, id))
}

const shopValues = (input: ShopInput) => ({
  name: input.name,
  cityId: input.cityId,
  address: input.address,
  latitude: input.latitude,
  longitude: input.longitude,
})

export async function insertShop(db: Executor, input: ShopInput) {
  const [row] = await db.insert(shops).values(shopValues(input)).returning({ id: shops.id })
  await replaceShopServices(db, row!.id, input.services)
  return row!.id
}

export async function updateShop(db: Executor, id: number, input: ShopInput) {
  await db.update(shops).set(shopValues(input)).where(eq(shops.id, id))
  await replaceShopServices(db, id, input.services)
}

export async function replaceShopServices(db: Executor, shopId: number, serviceIds: readonly number[]) {
  await db.delete(shopServices).where(eq(shopServices.shopId, shopId))
  if (serviceIds.length > 0)
    await db.insert(shopServices).values(serviceIds.map((serviceId) => ({ shopId, serviceId })))
}

export async function deleteRow(db: Executor, table: PgTable & { id: PgColumn }, id: number) {
  await db.delete(table).where(eq(table.id, id))
}

/** What still refers to a row, as «label (count)» pairs; deleting it is refused while any count is above 0. */
export type Holders = [label: string, count: number][]

export const cityHolders = async (db: Executor, id: number): Promise<Holders> => [
  ['у магазинов', await countWhere(db, shops, eq(shops.cityId, id))],
  ['у исполнителей', await countWhere(db, workers, eq(workers.cityId, id))],
]

export const citizenshipHolders = async (db: Executor, id: number): Promise<Holders> => [
  ['у исполнителей', await countWhere(db, workers, eq(workers.citizenshipId, id))],
]

export const fundHolders = async (db: Executor, id: number): Promise<Holders> => [
  ['у исполнителей', await countWhere(db, workers, eq(workers.fundId, id))],
]

export const serviceHolders = async (db: Executor, id: number): Promise<Holders> => [
  ['в заказах', await countWhere(db, orders, eq(orders.serviceId, id))],
  ['у магазинов', await countWhere(db, shopServices, eq(shopServices.serviceId, id))],
  ['у исполнителей как должность', await countWhere(db, workers, eq(workers.selfEmployedServiceId, id))],
  [
    'в принятых договорах-офертах',
    await countWhere(db, contractOfferAcceptances, eq(contractOfferAcceptances.serviceId, id)),
  ],
]

export const shopHolders = async (db: Executor, id: number): Promise<Holders> => [
  ['заказы', await countWhere(db, orders, eq(orders.shopId, id))],
]
