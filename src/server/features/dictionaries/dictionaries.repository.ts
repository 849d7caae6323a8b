import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import { toPage, type Page } from '#contract/common/paging.ts'
import type { City } from '#contract/dictionaries/city.ts'
import type { Citizenship } from '#contract/dictionaries/citizenship.ts'
import type { Fund } from '#contract/dictionaries/fund.ts'
import type { DictionaryPageRequest } from '#contract/dictionaries/lists.ts'
import type { ServiceRow } from '#contract/dictionaries/service.ts'
import type { Shop } from '#contract/dictionaries/shop.ts'
import type { Executor } from '../../db/client.ts'
import { cities, citizenships, files, funds, services, shopServices, shops } from '../../db/schema/index.ts'
import { containing } from '../../db/like-pattern.ts'

/** Rows of one table read whole or a page at a time, with an optional condition. */
type Reader<T> = (db: Executor, where: SQL | undefined, page: DictionaryPageRequest | null) => Promise<T[]>

/** Rows where any of the columns holds the search text, or every row when there is none. */
const searchIn = (search: string | null | undefined, ...columns: AnyColumn[]) => {
  if (!search) return undefined
  const text = containing(search)
  return or(...columns.map((column) => ilike(column, text)))
}

function window(page: DictionaryPageRequest | null) {
  return page ? { limit: page.size, offset: (page.page - 1) * page.size } : null
}

async function paged<T>(
  db: Executor,
  read: Reader<T>,
  total: (where: SQL | undefined) => Promise<number>,
  where: SQL | undefined,
  page: DictionaryPageRequest,
): Promise<Page<T>> {
  const [content, totalElements] = await Promise.all([read(db, where, page), total(where)])
  return toPage(content, totalElements, page)
}

const readCities: Reader<City> = (db, where, page) => {
  const query = db.select().from(cities).where(where).orderBy(asc(cities.name), asc(cities.id)).$dynamic()
  const slice = window(page)
  return slice ? query.limit(slice.limit).offset(slice.offset) : query
}

/** RUS first (spec section 3), then by name. */
const readCitizenships: Reader<Citizenship> = (db, where, page) => {
  const query = db
    .select()
    .from(citizenships)
    .where(where)
    .orderBy(sql`${citizenships.code} <> 'RUS'`, asc(citizenships.name), asc(citizenships.id))
    .$dynamic()
  const slice = window(page)
  return slice ? query.limit(slice.limit).offset(slice.offset) : query
}

const readFunds: Reader<Fund> = (db, where, page) => {
  const query = db.select().from(funds).where(where).orderBy(asc(funds.name), asc(funds.id)).$dynamic()
  const slice = window(page)
  return slice ? query.limit(slice.limit).offset(slice.offset) : query
}

/** Archived services stay on old orders but are offered nowhere. */
const liveServices = eq(services.archived, false)

const readServices: Reader<ServiceRow> = async (db, where, page) => {
  const query = db
    .select({ service: services, offerFileName: files.fileName })
    .from(services)
    .leftJoin(files, eq(files.id, services.contractOfferFileId))
    .where(and(liveServices, where))
    .orderBy(asc(services.fullName), asc(services.id))
    .$dynamic()
  const slice = window(page)
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query)
  return rows.map(({ service, offerFileName }) => ({
    id: service.id,
    fullName: service.fullName,
    planTariffValue: service.planTariffValue,
    planTariffPeriod: service.planTariffPeriod,
    responsibilities: service.responsibilities,
    zupId: service.zupId,
    group: service.groupName,
    hasContractOffer: service.contractOfferFileId !== null,
    contractOffer:
      service.contractOfferUploadedAt && offerFileName !== null
        ? {
            serviceId: service.id,
            fileName: offerFileName,
            uploadedAt: service.contractOfferUploadedAt.toISOString(),
          }
        : null,
  }))
}

const readShops: Reader<Shop> = async (db, where, page) => {
  const query = db
    .select({ shop: shops, city: cities })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(where)
    .orderBy(asc(shops.name), asc(shops.id))
    .$dynamic()
  const slice = window(page)
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query)
  const ids = rows.map((row) => row.shop.id)
  const offered = ids.length
    ? await db
        .select({ shopId: shopServices.shopId, id: services.id, fullName: services.fullName })
        .from(shopServices)
        .innerJoin(services, eq(services.id, shopServices.serviceId))
        .where(inArray(shopServices.shopId, ids))
        .orderBy(asc(services.fullName))
    : []
  return rows.map(({ shop, city }) => ({
    id: shop.id,
    name: shop.name,
    address: shop.address,
    city: { id: city.id, name: city.name, utcOffset: city.utcOffset },
    latitude: shop.latitude,
    longitude: shop.longitude,
    services: offered.filter((row) => row.shopId === shop.id).map(({ id, fullName }) => ({ id, fullName })),
  }))
}

const totalOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0

export const listCities = (db: Executor) => readCities(db, undefined, null)
export const listCitizenships = (db: Executor) => readCitizenships(db, undefined, null)
export const listFunds = (db: Executor) => readFunds(db, undefined, null)
export const listServices = (db: Executor) => readServices(db, undefined, null)
export const listShops = (db: Executor) => readShops(db, undefined, null)

export function pageCities(db: Executor, page: DictionaryPageRequest) {
  const where = searchIn(page.search, cities.name)
  const total = (condition: SQL | undefined) =>
    totalOf(db.select({ total: count() }).from(cities).where(condition))
  return paged(db, readCities, total, where, page)
}

export function pageCitizenships(db: Executor, page: DictionaryPageRequest) {
  const where = searchIn(page.search, citizenships.code, citizenships.name)
  const total = (condition: SQL | undefined) =>
    totalOf(db.select({ total: count() }).from(citizenships).where(condition))
  return paged(db, readCitizenships, total, where, page)
}

export function pageFunds(db: Executor, page: DictionaryPageRequest) {
  const where = searchIn(page.search, funds.name, funds.guid, funds.code)
  const total = (condition: SQL | undefined) =>
    totalOf(db.select({ total: count() }).from(funds).where(condition))
  return paged(db, readFunds, total, where, page)
}

export function pageServices(db: Executor, page: DictionaryPageRequest) {
  const where = searchIn(page.search, services.fullName, services.zupId, services.groupName)
  const total = (condition: SQL | undefined) =>
    totalOf(db.select({ total: count() }).from(services).where(and(liveServices, condition)))
  return paged(db, readServices, total, where, page)
}

export function pageShops(db: Executor, page: DictionaryPageRequest) {
  const where = searchIn(page.search, shops.name, shops.address, cities.name)
  const total = (condition: SQL | undefined) =>
    totalOf(
      db
        .select({ total: count() })
        .from(shops)
        .innerJoin(cities, eq(cities.id, shops.cityId))
        .where(condition),
    )
  return paged(db, readShops, total, where, page)
}

export const findCity = async (db: Executor, id: number) =>
  (await readCities(db, eq(cities.id, id), null))[0] ?? null
export const findCitizenship = async (db: Executor, id: number) =>
  (await readCitizenships(db, eq(citizenships.id, id), null))[0] ?? null
export const findFund = async (db: Executor, id: number) =>
  (await readFunds(db, eq(funds.id, id), null))[0] ?? null
export const findService = async (db: Executor, id: number) =>
  (await readServices(db, eq(services.id, id), null))[0] ?? null
export const findShop = async (db: Executor, id: number) =>
  (await readShops(db, eq(shops.id, id), null))[0] ?? null

/** The groups services are sorted into, for the group field's suggestions. */
export async function listServiceGroups(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ group: services.groupName })
    .from(services)
    .where(and(liveServices, isNotNull(services.groupName)))
    .orderBy(asc(services.groupName))
  return rows.map((row) => row.group!).filter(Boolean)
}

/** The file of the service's contract offer: null without one, undefined when there is no such service. */
export async function contractOfferFileOf(
  db: Executor,
  serviceId: number,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ fileId: services.contractOfferFileId })
    .from(services)
    .where(eq(services.id, serviceId))
  return row ? row.fileId : undefined
}
