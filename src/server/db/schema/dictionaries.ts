import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { tariffPeriod } from './enums.ts'
import { files } from './files.ts'

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  utcOffset: smallint('utc_offset').notNull(),
})

export const citizenships = pgTable('citizenships', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

export const funds = pgTable('funds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  guid: text('guid').notNull().unique(),
  code: text('code').notNull(),
})

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  planTariffValue: numeric('plan_tariff_value', { precision: 12, scale: 2 }).notNull(),
  planTariffPeriod: tariffPeriod('plan_tariff_period').notNull(),
  responsibilities: text('responsibilities'),
  zupId: text('zup_id'),
  groupName: text('group_name'),
  contractOfferFileId: uuid('contract_offer_file_id').references(() => files.id),
  contractOfferUploadedAt: timestamp('contract_offer_uploaded_at', { withTimezone: true }),
  archived: boolean('archived').notNull().default(false),
})

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  // A city's shops: the calls scoped to a city read their orders and totals shop by shop (issue 50).
  (table) => [index('shops_city_idx').on(table.cityId)],
)

export const shopServices = pgTable(
  'shop_services',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.serviceId] })],
)
