import { shiftReminderHours } from '#contract/notifications/kinds.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { orderAuthor, orderFacts, workerShortName } from '../../shared/order-core/order-facts.repository.ts'
import { findPossibleNoShows } from '../../shared/order-core/no-shows.repository.ts'
import { sql } from 'drizzle-orm'
import { noteOnce, noticeKey, shiftsToRemind, untold } from './shift-notices.repository.ts'

const hourMs = 3_600_000
/** A reminder of H hours is given while the shift is between H and (1 − this share) × H hours away. */
const reminderWindowShare = 0.25

type Shift = { id: number; executorId: number | null; dateTime: Date }

/**
 * Reminders before confirmed shifts and no-shows (issue 23), found by time on each round rather than queued
 * at confirmation, so a moved or reassigned shift is reminded of at its new time. The executor hears 16 hours
 * before and 2 hours before, each while the shift is still at least three quarters of that time away
 * (`reminderWindowShare`): a shift confirmed 10 hours ahead gets no «Скоро смена» seconds later, nor one confirmed
 * an hour ahead «Смена через 2 часа»; the order's author hears of a
 * possible no-show by check-in's own rule (`findPossibleNoShows`: 15 minutes past the start, before the end,
 * no check-in), the one the staff's «Возможная неявка» chip shows. A round asks for the shifts not told of yet
 * (one statement for the reminders, one for the no-shows); each told is claimed by its notice's key.
 */
export async function noticeShifts(db: Database, clock: Clock) {
  const now = clock()
  const at = (ms: number) => new Date(now.getTime() + ms)
  const windows = shiftReminderHours.map((hours) => ({
    hours,
    from: at((1 - reminderWindowShare) * hours * hourMs),
    to: at(hours * hourMs),
  }))
  const due = await shiftsToRemind(db, windows)
  const reminders = await each(due, (shift) => remind(db, shift, shift.hours, now))
  const possible = await findPossibleNoShows(db, now, { also: untold(sql`'no-show'`) })
  const noShows = await each(possible, (shift) => tellNoShow(db, shift, now))
  return { reminders, noShows }
}

async function each<T extends Shift>(shifts: T[], tell: (shift: T) => Promise<boolean>) {
  let told = 0
  for (const shift of shifts) if (await tell(shift)) told += 1
  return told
}

function remind(db: Database, shift: Shift, hours: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!shift.executorId || !(await noteOnce(tx, shift.id, noticeKey(`reminder-${hours}h`, shift), now)))
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
    if (!shift.executorId || !(await noteOnce(tx, shift.id, noticeKey('no-show', shift), now))) return false
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
