import type { Worker } from '#contract/workers/worker.ts'
import { formatDayTime } from '../../shared/format/people-format.ts'

/**
 * What staff are told before confirming: a warning when the last НПД check found the INN not registered as
 * self-employed, a reminder when it was never checked.
 */
export function confirmQuestion(worker: Pick<Worker, 'inn' | 'npd'>): { message: string; warning: boolean } {
  const base = 'Исполнитель сможет откликаться на заказы своего города.'
  if (worker.npd === null) {
    return { message: `${base} Статус самозанятого по ИНН ещё не проверялся.`, warning: false }
  }
  if (!worker.npd.registered) {
    return {
      message: `Внимание: по проверке от ${formatDayTime(worker.npd.checkedAt)} ИНН ${worker.inn} не зарегистрирован как самозанятый. ${base}`,
      warning: true,
    }
  }
  return { message: base, warning: false }
}
