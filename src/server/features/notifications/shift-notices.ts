import { shiftReminderHours } from '#contract/notifications/kinds.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { orderAuthor, orderFacts, workerShortName } from '../../shared/order-core/order-facts.repository.ts'
import { findPossibleNoShows } from '../../shared/order-core/no-shows.repository.ts'
import { confirmedShiftsStarting, noteOnce } from './shift-notices.repository.ts'

const hourMs = 3_600_000
/** A reminder of H hours is given while the shift is between H and (1 − this share) × H hours away. */
const reminderWindowShare = 0.25

type Shift = Awaited<ReturnType<typeof confirmedShiftsStarting>>[number]

/**
 * Reminders before confirmed shifts and no-shows (issue 23), found by time on each round rather than queued
 * at confirmation, so a moved or reassigned shift is reminded of at its new time. The executor hears 16 hours
 * before and 2 hours before, each while the shift is still at least three quarters of that time away
 * (`reminderWindowShare`): a shift confirmed 10 hours ahead gets no «Скоро смена» seconds later, nor one confirmed
 * an hour ahead «Смена через 2 часа»; the order's author hears of a
 * possible no-show by check-in's own rule (`findPossibleNoShows`: 15 minutes past the start, before the end,
 * no check-in), the one the staff's «Возможная неявка» chip shows.
 */
export async function noticeShifts(db: Database, clock: Clock) {
  const now = clock()
  const at = (ms: number) => new Date(now.getTime() + ms)
  const [early, late] = shiftReminderHours
  let reminders = 0
  for (const hours of [early, late]) {
    const due = await confirmedShiftsStarting(
      db,
      at((1 - reminderWindowShare) * hours * hourMs),
      at(hours * hourMs),
    )
    reminders += await each(due, (shift) => remind(db, shift, hours, now))
  }
  const noShows = await each(await findPossibleNoShows(db, now), (shift) => tellNoShow(db, shift, now))
  return { reminders, noShows }
}

async function each(shifts: Shift[], tell: (shift: Shift) => Promise<boolean>) {
  let told = 0
  for (const shift of shifts) if (await tell(shift)) told += 1
  return told
}

const key = (notice: string, shift: Shift) => `${notice}:${shift.executorId}:${shift.dateTime.toISOString()}`

function remind(db: Database, shift: Shift, hours: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!shift.executorId || !(await noteOnce(tx, shift.id, key(`reminder-${hours}h`, shift), now)))
      return false
    const found = await orderFacts(tx, shift.id)
    if (!found) return false
    const message = pushMessages.shiftReminder(found.facts, hours)
    await enqueueNotification(tx, { kind: 'worker', id: shift.executorId }, message, now)
    return true
  })
}

function tellNoShow(db: Database, shift: Shift, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!shift.executorId || !(await noteOnce(tx, shift.id, key('no-show', shift), now))) return false
    const [found, author] = [await orderFacts(tx, shift.id), await orderAuthor(tx, shift.id)]
    if (!found || !author) return false
    const name = await workerShortName(tx, shift.executorId)
    await enqueueNotification(
      tx,
      { kind: 'employee', id: author },
      pushMessages.noShow(found.facts, name),
      now,
    )
    return true
  })
}
