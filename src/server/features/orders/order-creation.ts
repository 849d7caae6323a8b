import { toKopecks } from '#contract/common/money.ts'
import { bulkMessages } from '#contract/orders/bulk.ts'
import type { CreateOrder } from '#contract/orders/requests.ts'
import { scheduleMessages, startsInPast, withinOrderYears } from '#contract/orders/schedule.ts'
import { limitExceededMessage, orderTotalKopecks } from '#contract/orders/sums.ts'
import type { Executor } from '../../db/client.ts'
import { recordJournalEntries } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { favouritesFirst } from './favourites-first.ts'
import * as repository from './order-creation.repository.ts'

/** An order to create and where it came from: its index in a call, or its line in a spreadsheet. */
export type NewOrder = { row: number; order: CreateOrder }
/** A rule a new order breaks, with the field a form shows it under. */
export type NewOrderProblem = { row: number; field: string; message: string }
type Accepted = { row: number; values: repository.NewOrderValues }

const pairKey = (order: { shopId: number; serviceId: number }) => `${order.shopId}:${order.serviceId}`
const shiftKey = (shift: { shopId: number; serviceId: number; dateTime: Date; dateTo: Date }) =>
  `${pairKey(shift)}:${shift.dateTime.getTime()}:${shift.dateTo.getTime()}`

/** The times' rules of a new order against the server's clock (the schema checked the shift's own length). */
function timeProblems({ row, order }: NewOrder, now: Date): NewOrderProblem[] {
  const problems: NewOrderProblem[] = []
  for (const field of ['dateTime', 'dateTo'] as const)
    if (!withinOrderYears(order[field], now))
      problems.push({ row, field, message: scheduleMessages.outOfRange })
  if (problems.length === 0 && startsInPast(order.dateTime, now))
    problems.push({ row, field: 'dateTime', message: scheduleMessages.startsInPast })
  return problems
}

/**
 * Every rule a new order must pass, for one order or thousands in one pass (issue 48): its times, the shop's
 * service, the tariff and the payout limit, and, for batches, no live order of the same shop, service and times.
 * The database is read a fixed number of times whatever the rows. Nothing is written.
 */
export async function checkNewOrders(
  tx: Executor,
  rows: readonly NewOrder[],
  now: Date,
  options: { refuseDuplicates: boolean },
): Promise<{ accepted: Accepted[]; problems: NewOrderProblem[] }> {
  const problems = rows.flatMap((row) => timeProblems(row, now))
  const untimely = new Set(problems.map((problem) => problem.row))
  const timely = rows.filter((row) => !untimely.has(row.row))
  const pairs = [...new Map(timely.map(({ order }) => [pairKey(order), order])).values()]
  const tariffs = new Map(
    (await repository.offeredTariffs(tx, pairs)).map((tariff) => [pairKey(tariff), tariff]),
  )
  const { maxPaymentSum } = await readSettings(tx)
  const accepted: Accepted[] = []
  for (const { row, order } of timely) {
    const service = tariffs.get(pairKey(order))
    if (!service) {
      problems.push({ row, field: 'serviceId', message: bulkMessages.notOffered })
      continue
    }
    const planTariffValue = order.planTariffValue ?? service.planTariffValue
    const sum = {
      planTariffValue,
      planTariffPeriod: service.planTariffPeriod,
      planAssignmentsCount: order.planAssignmentsCount,
    }
    if (orderTotalKopecks(sum) > toKopecks(maxPaymentSum)) {
      problems.push({ row, field: 'planTariffValue', message: limitExceededMessage(maxPaymentSum) })
      continue
    }
    accepted.push({
      row,
      values: {
        serviceId: order.serviceId,
        shopId: order.shopId,
        dateTime: new Date(order.dateTime),
        dateTo: new Date(order.dateTo),
        description: order.description ?? null,
        comment: order.comment ?? null,
        planAssignmentsCount: order.planAssignmentsCount ?? null,
        ...favouritesFirst(order.favouritesFirstHours, now),
        planTariffValue,
        planTariffPeriod: service.planTariffPeriod,
        boostOff: order.boostOff ?? false,
        createdAt: now,
        updatedAt: now,
      },
    })
  }
  if (!options.refuseDuplicates) return { accepted, problems }
  return withoutDuplicates(tx, accepted, problems)
}

/** A batch repeating itself, or a live order, is refused: a system sending its batch twice posts it once. */
async function withoutDuplicates(tx: Executor, accepted: Accepted[], problems: NewOrderProblem[]) {
  const shifts = accepted.map(({ values }) => ({
    shopId: values.shopId,
    serviceId: values.serviceId,
    dateTime: values.dateTime as Date,
    dateTo: values.dateTo as Date,
  }))
  await repository.lockShops(tx, [...new Set(shifts.map((shift) => shift.shopId))])
  const existing = new Set((await repository.existingShifts(tx, shifts)).map(shiftKey))
  const firstRow = new Map<string, number>()
  const unique: Accepted[] = []
  accepted.forEach((candidate, index) => {
    const key = shiftKey(shifts[index]!)
    const first = firstRow.get(key)
    if (existing.has(key))
      problems.push({ row: candidate.row, field: 'dateTime', message: bulkMessages.duplicateExisting })
    else if (first !== undefined)
      problems.push({ row: candidate.row, field: 'dateTime', message: bulkMessages.duplicateInBatch(first) })
    else {
      firstRow.set(key, candidate.row)
      unique.push(candidate)
    }
  })
  return { accepted: unique, problems }
}

/** Inserts checked orders in multi-row INSERTs and writes each its «Заказ создан», which webhooks read. */
export async function insertNewOrders(
  tx: Executor,
  accepted: readonly Accepted[],
  employeeId: number,
  now: Date,
) {
  const created = await repository.insertOrders(
    tx,
    accepted.map((candidate) => candidate.values),
  )
  await recordJournalEntries(
    tx,
    created.map((order) => ({
      at: now,
      actorKind: 'employee' as const,
      actorId: employeeId,
      action: 'order.created',
      entity: 'order',
      entityId: order.id,
      details: { to: 'NEW' },
    })),
  )
  return created.map((order, index) => ({ row: accepted[index]!.row, ...order }))
}

/** Problems in the order of the rows, each row's in the order the rules run. */
export const byRow = (problems: readonly NewOrderProblem[]) =>
  [...problems].sort((a, b) => a.row - b.row).map(({ row, message }) => ({ row, message }))
