import { npdStatusLine } from '#contract/npd/npd.ts'
import type { Worker } from '#contract/workers/worker.ts'

/**
 * What staff are told before confirming: a warning when the last НПД check found the INN not registered as
 * self-employed, a reminder when it was never checked or the tax service did not answer.
 */
export function confirmQuestion(worker: Pick<Worker, 'inn' | 'npd'>): { message: string; warning: boolean } {
  const base = 'Исполнитель сможет откликаться на заказы своего города.'
  if (worker.npd.checkedAt === null) {
    return { message: `${base} Статус самозанятого по ИНН ещё не проверялся.`, warning: false }
  }
  if (worker.npd.registered === false) {
    return {
      message: `Внимание: ИНН ${worker.inn} — ${npdStatusLine(worker.npd)}. ${base}`,
      warning: true,
    }
  }
  if (worker.npd.registered === null)
    return { message: `${base} ${npdStatusLine(worker.npd)}.`, warning: false }
  return { message: base, warning: false }
}
