import { limiterBadge, limiterPauseRefusal } from '#contract/limiter/limiter.ts'
import type { Executor } from '../../db/client.ts'
import { Conflict } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import * as repository from './limiter.repository.ts'
import {
  duePauseMonth,
  monthFirstDay,
  monthOf,
  monthStart,
  monthsRead,
  pauseAhead,
  runEndingAt,
  type LimiterFacts,
} from './limiter-rule.ts'

/**
 * The limit on systematic work (issue 45, item 5; decision 101). Makes each worker's pause that is due (once:
 * a pause from a month exists at most once, lifted or not) and answers what staff read on their responses:
 * the pause that holds or lies ahead, or the warning that one more month over the norm starts one.
 */
export async function applyLimiter(
  db: Executor,
  workerIds: readonly number[],
  now: Date,
): Promise<Map<number, string | null>> {
  const { consecutiveMonths, hoursPerMonth, pauseMonths } = await readSettings(db)
  const settings = { consecutiveMonths, hoursPerMonth, pauseMonths }
  const { first, last } = monthsRead(now, settings)
  const worked = await repository.monthMinutes(db, workerIds, monthStart(first), monthStart(last + 1))
  const pauses = await repository.limiterPauses(db, workerIds)
  const badges = new Map<number, string | null>()
  for (const workerId of new Set(workerIds)) {
    const own = pauses.filter((pause) => pause.workerId === workerId)
    const facts: LimiterFacts = {
      now,
      minutes: new Map(
        worked.filter((row) => row.workerId === workerId).map((row) => [row.month, row.minutes]),
      ),
      pauseStarts: own.map((pause) => monthOf(pause.startsAt)),
      settings,
    }
    const due = duePauseMonth(facts)
    if (due != null) {
      const reason = limiterBadge(runEndingAt(facts, due - 1), hoursPerMonth, monthFirstDay(due))
      const pause = { workerId, startsAt: monthStart(due), endsAt: monthStart(due + pauseMonths), reason }
      const id = await repository.insertPause(db, { ...pause, madeAt: now })
      if (id != null) await journalPause(db, id, pause, now)
      own.push({ id: id ?? 0, ...pause, liftedAt: null })
      facts.pauseStarts = [...facts.pauseStarts, due]
    }
    const holding = own
      .filter((pause) => pause.liftedAt == null && pause.endsAt != null && pause.endsAt > now)
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0]
    const ahead = pauseAhead(facts)
    badges.set(
      workerId,
      holding
        ? holding.reason
        : ahead && limiterBadge(ahead.months, hoursPerMonth, monthFirstDay(ahead.pauseMonth)),
    )
  }
  return badges
}

function journalPause(
  db: Executor,
  id: number,
  pause: { workerId: number; startsAt: Date; endsAt: Date; reason: string },
  now: Date,
) {
  return recordJournal(db, {
    at: now,
    actorKind: 'system',
    action: 'worker.limiter-paused',
    entity: 'worker',
    entityId: pause.workerId,
    details: {
      restrictionId: id,
      from: pause.startsAt.toISOString(),
      until: pause.endsAt.toISOString(),
      reason: pause.reason,
    },
  })
}

/**
 * Set-executor, by staff or by the shop's rule, refuses a shift that starts inside the worker's pause; the
 * pause due by now is made first, so the refusal never waits for someone to look.
 */
export async function refuseDuringPause(db: Executor, workerId: number, shiftStart: Date, now: Date) {
  await applyLimiter(db, [workerId], now)
  const pause = await repository.pauseCovering(db, workerId, shiftStart)
  if (!pause?.endsAt) return
  const lastDay = new Date(pause.endsAt.getTime() - 1)
  throw new Conflict(
    limiterPauseRefusal({
      from: businessDate(pause.startsAt),
      lastDay: businessDate(lastDay),
      nextDay: businessDate(pause.endsAt),
    }),
  )
}

/** A reversed appeal lifts the pause it was against, journalled beside the appeal's own record. */
export async function liftLimiterPause(db: Executor, id: number, workerId: number, by: number, now: Date) {
  if (!(await repository.liftPause(db, id, now, by))) return
  await recordJournal(db, {
    at: now,
    actorKind: 'employee',
    actorId: by,
    action: 'worker.limiter-pause-lifted',
    entity: 'worker',
    entityId: workerId,
    details: { restrictionId: id },
  })
}
