import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import { npdMessages, npdYearlyLimit } from '#contract/npd/npd.ts'
import type { SendOutcome } from '#contract/payments/payments.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { businessYear } from '../../kernel/local-day.ts'
import { formerEmployerBar } from '../../shared/former-employment/former-employment.repository.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { taxpayerPayoutsBetween } from '../../shared/order-core/order-sums.repository.ts'
import { lockWorker } from '../../shared/worker-profile/workers.repository.ts'
import { sendablePayment } from './bank-sending.repository.ts'

export type PayoutRefusal = { outcome: SendOutcome; orderNumber: number; reason: string }

/**
 * Issue #22 on the day of payment: the worker's self-employed status is asked again, and a payment to a worker
 * the tax service says is not self-employed, or one that would take this company's payouts to the worker this
 * year over the НПД limit, or one to a person the company employed less than two years ago, is not sent. The limit is the taxpayer's: payouts to every account with the
 * worker's INN count (decision 072).
 */
export function createPayoutChecks(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock, npd } = deps
  return {
    /** Before the claim, holding no lock: today's status of the executor of a payment that could go. */
    async askBeforeSending(employeeId: number, id: number): Promise<void> {
      const payment = await sendablePayment(db, id)
      if (payment) await npd.refresh(payment.executorId, { kind: 'employee', id: employeeId }, 'payment')
    },

    /**
     * In the claim's transaction: what stops a payment that could otherwise go. The executor's row is locked
     * first, so two sends to one worker count the year's payouts one after the other.
     */
    async refusal(tx: Executor, id: number): Promise<PayoutRefusal | null> {
      const payment = await sendablePayment(tx, id)
      if (!payment) return null
      await lockWorker(tx, payment.executorId)
      const status = await npd.stored(tx, payment.executorId)
      const { orderNumber } = payment
      if (status?.registered === false)
        return {
          outcome: 'NPD_NOT_REGISTERED',
          orderNumber,
          reason: npdMessages.notRegisteredForPayment(status.requestDate),
        }
      // 422-ФЗ, art. 6 part 2 item 8: no self-employed income from an employer of the last two years (decision 100).
      const barred = await formerEmployerBar(tx, payment.executorId, clock())
      if (barred)
        return { outcome: 'FORMER_EMPLOYEE', orderNumber, reason: formerEmployeeMessages.payment(barred) }
      const { year, from, to } = businessYear(clock())
      const paid =
        (await taxpayerPayoutsBetween(tx, [payment.executorId], from, to)).get(payment.executorId) ?? 0
      if (paid + payment.sumKopecks <= toKopecks(npdYearlyLimit)) return null
      return {
        outcome: 'YEARLY_CAP_EXCEEDED',
        orderNumber,
        reason: npdMessages.yearlyCapExceeded(fromKopecks(paid), fromKopecks(payment.sumKopecks), year),
      }
    },
  }
}
