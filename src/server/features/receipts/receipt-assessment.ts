import { orderTotalKopecks } from '#contract/orders/sums.ts'
import { receiptCheckReasons } from '#contract/receipts/receipt-checks.ts'
import type { ReceiptLinkCheck } from '#contract/receipts/receipt-care-schemas.ts'
import type { Executor } from '../../db/client.ts'
import { readCompany } from '../../shared/company/company.repository.ts'
import type { TaxReceiptAnswer } from '../../ports/tax-receipts/tax-receipts.ts'
import { verdictOn, type Expectation, type Verdict } from './receipt-verdict.ts'
import * as repository from './receipts.repository.ts'

/** What the receipt for the target's order must say, with the company as the settings hold it now. */
export async function expectationFor(db: Executor, target: repository.ReceiptTarget): Promise<Expectation> {
  const company = await readCompany(db)
  return {
    workerInn: target.workerInn ?? '',
    amountKopecks: orderTotalKopecks(target.order),
    companyInn: company.inn || null,
    paymentDate: target.paymentDate,
  }
}

/**
 * Whether a receipt may be stored for an order (decision 085): VERIFIED, or UNVERIFIED while the tax service is
 * silent or the company's INN is not set. A MISMATCH or ANNULLED one would only hold the order hostage.
 */
export const fitsOrder = (verdict: Verdict) =>
  verdict.status === 'VERIFIED' || verdict.status === 'UNVERIFIED'

/**
 * Another order of the worker, awaiting its receipt, that the tax service's receipt fits: offered instead of the
 * chosen one. Only a verdict the receipt passes fully counts (a silent service proves nothing).
 */
export async function otherOrderFitting(
  db: Executor,
  workerId: number,
  chosenOrderId: number,
  answer: TaxReceiptAnswer,
  now: Date,
): Promise<ReceiptLinkCheck['otherOrder']> {
  if (answer.kind !== 'found' || answer.receipt.annulled) return null
  for (const candidate of await repository.receiptsNeeded(db, workerId, now)) {
    if (candidate.orderId === chosenOrderId) continue
    const target = await repository.receiptTarget(db, candidate.orderId)
    if (!target) continue
    const verdict = verdictOn(answer, await expectationFor(db, target))
    const passes =
      verdict.status === 'VERIFIED' ||
      (verdict.status === 'UNVERIFIED' && verdict.reason === receiptCheckReasons.noCompany)
    if (passes) return { orderId: candidate.orderId, orderNumber: candidate.orderNumber }
  }
  return null
}
