import { sql } from 'drizzle-orm'
import {
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { services, shops } from './dictionaries.ts'

/**
 * A shop's named shift (issue 48): an order made from it takes its service, times, count, tariff, description and
 * favourites' hours. Times are the shop's `HH:mm`; an end before the start is on the next day.
 */
export const orderTemplates = pgTable(
  'order_templates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    planAssignmentsCount: integer('plan_assignments_count'),
    planTariffValue: numeric('plan_tariff_value', { precision: 12, scale: 2 }),
    description: text('description'),
    favouritesFirstHours: smallint('favourites_first_hours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('order_templates_shop_name_idx').on(table.shopId, sql`lower(${table.name})`)],
)
