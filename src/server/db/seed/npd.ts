import { eq } from 'drizzle-orm'
import { businessDate } from '../../kernel/local-day.ts'
import { createOfflineNpdChecker } from '../../ports/npd/npd-checker.ts'
import type { Executor } from '../client.ts'
import { workers } from '../schema/index.ts'

/**
 * The offline adapter's answers, as if asked yesterday, so both can be seen: the confirmed workers are
 * self-employed; Сидоров (blocked, his INN ends in 0) is not. The worker not yet confirmed was never asked.
 */
export async function seedNpdAnswers(db: Executor, now: Date, workerRows: { id: number; inn: string }[]) {
  const checker = createOfflineNpdChecker()
  const checkedAt = new Date(now.getTime() - 86_400_000)
  const requestDate = businessDate(checkedAt)
  for (const worker of workerRows) {
    const answer = await checker.check(worker.inn, requestDate)
    if (!answer.answered) continue
    await db
      .update(workers)
      .set({
        npdRegistered: answer.registered,
        npdCheckedAt: checkedAt,
        npdRequestDate: requestDate,
        npdMessage: answer.message,
      })
      .where(eq(workers.id, worker.id))
  }
}
