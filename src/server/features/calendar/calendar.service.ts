import { calendarMessages, pastShiftDays } from '#contract/calendar/calendar.ts'
import { calendarEndpoints } from '#contract/calendar/endpoints.ts'
import { endpointPath } from '#contract/common/endpoint.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { shiftsCalendar } from './calendar-feed.ts'
import { calendarToken, claimedWorker, tokenMatches } from './calendar-tokens.ts'
import * as repository from './calendar.repository.ts'

export type CalendarService = ReturnType<typeof createCalendarService>

/**
 * The worker's shifts in their calendar app (issue 23): a secret address made on the first ask and the same
 * afterwards until renewed, the feed it serves, and one scheduled shift as a file.
 */
export function createCalendarService(deps: {
  db: Database
  clock: Clock
  /** Read from the database while the app is built; settled before the server takes its first request. */
  secret: Promise<string>
}) {
  const { db, clock } = deps
  const urlOf = async (origin: string, workerId: number, generation: number) =>
    `${origin}${endpointPath(calendarEndpoints.feed, { token: calendarToken(await deps.secret, workerId, generation) })}`

  return {
    async link(workerId: number, origin: string) {
      return { url: await urlOf(origin, workerId, await repository.feedGeneration(db, workerId, clock())) }
    },

    async renew(workerId: number, origin: string) {
      return { url: await urlOf(origin, workerId, await repository.nextGeneration(db, workerId, clock())) }
    },

    /** The calendar for the address; an unknown, renewed or forged one is simply not found. */
    async feed(token: string): Promise<string> {
      const workerId = claimedWorker(token)
      const generation = workerId === null ? null : await repository.storedGeneration(db, workerId)
      if (
        workerId === null ||
        generation === null ||
        !tokenMatches(await deps.secret, token, workerId, generation)
      )
        throw new NotFound(calendarMessages.notFound)
      const now = clock()
      const since = new Date(now.getTime() - pastShiftDays * 86_400_000)
      return shiftsCalendar(await repository.shiftsOf(db, workerId, since), now)
    },

    /** «Добавить в календарь»: the worker's own confirmed or running shift; another's is not found. */
    async orderEvent(workerId: number, orderId: number) {
      const row = await repository.shiftOf(db, workerId, orderId)
      if (!row) throw new NotFound('Заказ не найден')
      if (row.order.status !== 'CONFIRMED' && row.order.status !== 'IN_PROGRESS')
        throw new Conflict(calendarMessages.notScheduled)
      return { orderNumber: row.order.orderNumber, ics: shiftsCalendar([row], clock()) }
    },
  }
}
