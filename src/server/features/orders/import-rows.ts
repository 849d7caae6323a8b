import { formatOffset } from '#contract/common/instants.ts'
import { bulkMessages, importColumns, importRowsLimit, type RowError } from '#contract/orders/bulk.ts'
import { createOrderSchema } from '#contract/orders/requests.ts'
import { BadInput } from '../../kernel/errors.ts'
import type { ReadCell, ReadRow } from '../../kernel/table-file.ts'
import type { NewOrder } from './order-creation.ts'

/** The shops and services a spreadsheet names, with what reading its rows needs. */
export type ImportNames = {
  shops: readonly { id: number; name: string; utcOffset: number }[]
  services: readonly { id: number; fullName: string; archived: boolean }[]
}

const normalised = (name: string) =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replaceAll('ё', 'е')
const dayMs = 86_400_000
const excelEpoch = Date.UTC(1899, 11, 30)
const two = (value: number) => String(value).padStart(2, '0')

/** Names to ids; a name two of them share is ambiguous (null), since a wrong shop is worse than a refusal. */
function nameIndex<Item extends { id: number }>(items: readonly Item[], nameOf: (item: Item) => string) {
  const index = new Map<string, number | null>()
  for (const item of items) {
    const key = normalised(nameOf(item))
    index.set(key, index.has(key) ? null : item.id)
  }
  return index
}

const text = (cell: ReadCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim())

/** `DD.MM.YYYY`, or the serial number a date cell of an .xlsx holds: as `YYYY-MM-DD`. */
function dateOf(cell: ReadCell | undefined): string | null {
  if (typeof cell === 'number') {
    const day = new Date(excelEpoch + Math.floor(cell) * dayMs)
    return `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}`
  }
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text(cell))
  return match ? `${match[3]}-${two(Number(match[2]))}-${two(Number(match[1]))}` : null
}

/** `HH:mm`, or the day's fraction a time cell of an .xlsx holds: as `HH:mm`. */
function timeOf(cell: ReadCell | undefined): string | null {
  if (typeof cell === 'number') {
    const minutes = Math.round((cell - Math.floor(cell)) * 1440) % 1440
    return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
  }
  const match = /^(\d{1,2}):(\d{2})$/.exec(text(cell))
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null
  return `${two(Number(match[1]))}:${match[2]}`
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10)

/** The end: a time on the start's day (the next day when earlier than the start), or a date and a time. */
function endOf(cell: ReadCell | undefined, date: string, start: string): string | null {
  const [endDate, endTime] = text(cell).split(/\s+/)
  if (endTime !== undefined) {
    const day = dateOf(endDate ?? null)
    const time = timeOf(endTime)
    return day && time ? `${day}T${time}` : null
  }
  const time = timeOf(cell ?? null)
  if (!time) return null
  return `${time < start ? nextDay(date) : date}T${time}`
}

function tariffOf(cell: ReadCell | undefined): string | null | undefined {
  if (typeof cell === 'number') return String(Math.round(cell * 100) / 100)
  const value = text(cell)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
  if (value === '') return null
  return /^\d{1,10}(\.\d{1,2})?$/.test(value) ? value : undefined
}

function countOf(cell: ReadCell | undefined): number | null | undefined {
  const value = text(cell)
  if (value === '') return null
  const count = Number(value)
  return Number.isInteger(count) && count >= 1 && count <= 1000 ? count : undefined
}

/** The header row as the template has it; case, spaces and ё aside. */
function checkHeader(row: ReadRow | undefined) {
  const cells = (row?.cells ?? []).map((cell) => normalised(text(cell)))
  while (cells.length > importColumns.length && cells.at(-1) === '') cells.pop()
  const expected = importColumns.map(normalised)
  if (cells.length !== expected.length || cells.some((cell, index) => cell !== expected[index]))
    throw new BadInput(bulkMessages.badHeader, { file: bulkMessages.badHeader })
}

/**
 * A spreadsheet's rows (header first) as orders to create, each named by its line, and the problems of the rows
 * that cannot be orders at all. The orders' rules (order-creation.ts) are for the caller to run.
 */
export function ordersOfRows(table: readonly ReadRow[], names: ImportNames) {
  const filled = table.filter((row) => row.cells.some((cell) => text(cell) !== ''))
  checkHeader(filled[0])
  const rows = filled.slice(1)
  if (rows.length === 0) throw new BadInput(bulkMessages.noRows, { file: bulkMessages.noRows })
  if (rows.length > importRowsLimit)
    throw new BadInput(bulkMessages.tooManyRows, { file: bulkMessages.tooManyRows })
  const shops = nameIndex(names.shops, (shop) => shop.name)
  const offsets = new Map(names.shops.map((shop) => [shop.id, shop.utcOffset]))
  const liveServices = nameIndex(
    names.services.filter((service) => !service.archived),
    (service) => service.fullName,
  )
  const allServices = nameIndex(names.services, (service) => service.fullName)
  const orders: NewOrder[] = []
  const problems: RowError[] = []
  for (const { row: line, cells } of rows) {
    const [shopCell, serviceCell, dateCell, startCell, endCell, countCell, tariffCell, commentCell] = cells
    const found: string[] = []
    const problem = (message: string) => found.push(message)
    const shopName = text(shopCell)
    const shopId = shops.get(normalised(shopName))
    if (!shopName) problem(bulkMessages.required(importColumns[0]))
    else if (shopId === undefined) problem(bulkMessages.unknownShop(shopName))
    else if (shopId === null) problem(bulkMessages.ambiguousShop(shopName))
    const serviceName = text(serviceCell)
    const serviceKey = normalised(serviceName)
    const serviceId = liveServices.get(serviceKey) ?? allServices.get(serviceKey)
    if (!serviceName) problem(bulkMessages.required(importColumns[1]))
    else if (serviceId === undefined) problem(bulkMessages.unknownService(serviceName))
    else if (serviceId === null) problem(bulkMessages.ambiguousService(serviceName))
    const date = dateOf(dateCell ?? null)
    if (!date) problem(text(dateCell) ? bulkMessages.date : bulkMessages.required(importColumns[2]))
    const start = timeOf(startCell ?? null)
    if (!start)
      problem(text(startCell) ? bulkMessages.time(importColumns[3]) : bulkMessages.required(importColumns[3]))
    const end = date && start ? endOf(endCell, date, start) : null
    if (date && start && !end)
      problem(text(endCell) ? bulkMessages.time(importColumns[4]) : bulkMessages.required(importColumns[4]))
    const planAssignmentsCount = countOf(countCell)
    if (planAssignmentsCount === undefined) problem(bulkMessages.count)
    const planTariffValue = tariffOf(tariffCell)
    if (planTariffValue === undefined) problem(bulkMessages.tariff)
    if (found.length > 0 || !shopId || !serviceId || !date || !start || !end) {
      problems.push(...found.map((message) => ({ row: line, message })))
      continue
    }
    const offset = formatOffset(offsets.get(shopId)!)
    const parsed = createOrderSchema.safeParse({
      shopId,
      serviceId,
      dateTime: `${date}T${start}:00${offset}`,
      dateTo: `${end}:00${offset}`,
      planAssignmentsCount,
      planTariffValue,
      comment: commentCell === null || commentCell === undefined ? null : String(commentCell),
    })
    if (parsed.success) orders.push({ row: line, order: parsed.data })
    else problems.push(...parsed.error.issues.map((issue) => ({ row: line, message: issue.message })))
  }
  return { rows: rows.length, orders, problems }
}
