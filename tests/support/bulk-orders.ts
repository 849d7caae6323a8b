import { sql } from 'drizzle-orm'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { importHeader } from '../../src/contract/orders/bulk.ts'
import type { TestApp } from './app.ts'
import { rowsOf } from './sql.ts'

export async function orderCount(test: TestApp): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(test.db, sql`select count(*)::int as total from orders`)
  return Number(row!.total)
}

/** A shift of a Moscow-time shop `days` from the test clock's day, as `create` takes it. */
export function shiftIn(test: TestApp, days: number, startHour = 9, hours = 8) {
  const day = new Date(test.clock().getTime() + 3 * 3600_000 + days * 86_400_000)
  day.setUTCHours(startHour - 3, 0, 0, 0)
  return {
    dateTime: toOffsetIso(day, 3),
    dateTo: toOffsetIso(new Date(day.getTime() + hours * 3600_000), 3),
  }
}

/** The shift's day as the spreadsheet writes it: DD.MM.YYYY in Moscow. */
export function sheetDate(test: TestApp, days: number): string {
  const day = new Date(test.clock().getTime() + 3 * 3600_000 + days * 86_400_000)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`
}

/** A .csv of the import's header and rows, each row's cells joined by `;`. */
export const csvOf = (rows: readonly (readonly (string | number)[])[]) =>
  Buffer.from([importHeader, ...rows.map((row) => row.join(';'))].join('\r\n') + '\r\n')

export const csvUpload = (bytes: Buffer, name = 'orders.csv', type = 'text/csv') => ({
  fields: {},
  file: { field: 'file', name, type, bytes },
})
