import { asc, eq, inArray } from 'drizzle-orm'
import type { City } from '#contract/dictionaries/city.ts'
import type { Citizenship } from '#contract/dictionaries/citizenship.ts'
import type { Fund } from '#contract/dictionaries/fund.ts'
import type { Service } from '#contract/dictionaries/service.ts'
import type { Shop } from '#contract/dictionaries/shop.ts'
import type { Executor } from '../../db/client.ts'
import { cities, citizenships, funds, services, shopServices, shops } from '../../db/schema/index.ts'

export async function listCities(db: Executor): Promise<City[]> {
  return db.select().from(cities).orderBy(asc(cities.name))
}

export async function listCitizenships(db: Executor): Promise<Citizenship[]> {
  return db.select().from(citizenships).orderBy(asc(citizenships.name))
}

export async function listFunds(db: Executor): Promise<Fund[]> {
  return db.select().from(funds).orderBy(asc(funds.name))
}

export async function listServices(db: Executor): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.archived, false))
    .orderBy(asc(services.fullName))
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    planTariffValue: row.planTariffValue,
    planTariffPeriod: row.planTariffPeriod,
    responsibilities: row.responsibilities,
    zupId: row.zupId,
    group: row.groupName,
    hasContractOffer: row.contractOfferFileId !== null,
  }))
}

export async function listShops(db: Executor): Promise<Shop[]> {
  const rows = await db
    .select({ shop: shops, city: cities })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .orderBy(asc(shops.name))
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
