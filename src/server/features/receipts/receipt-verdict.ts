import { receiptCheckReasons as reasons, receiptLinkMessages } from '#contract/receipts/receipt-checks.ts'
import { type ReceiptCheckStatus } from '#contract/receipts/check-statuses.ts'
import type { TaxReceiptAnswer } from '../../ports/tax-receipts/tax-receipts.ts'

/** What a receipt for a paid order must say (decision 030). */
export type Expectation = {
  workerInn: string
  amountKopecks: number
  /** The company's INN from the settings; null while an admin has not given it. */
  companyInn: string | null
  /** The payment's day in the shop city, `YYYY-MM-DD`. */
  paymentDate: string
}

export type Verdict = { status: ReceiptCheckStatus; reason: string | null }

/**
 * The tax service's answer held against the payment: annulled first, then every mismatch named; the company's
 * INN not given yet leaves the receipt UNVERIFIED rather than wrong.
 */
export function verdictOn(answer: TaxReceiptAnswer, expected: Expectation): Verdict {
  if (answer.kind === 'unavailable') return { status: 'UNVERIFIED', reason: reasons.unavailable }
  if (answer.kind === 'notFound') return { status: 'MISMATCH', reason: receiptLinkMessages.notFound }
  const { receipt } = answer
  if (receipt.annulled) return { status: 'ANNULLED', reason: reasons.annulled(receipt.annulComment) }
  const mismatches: string[] = []
  if (receipt.sellerInn !== expected.workerInn) mismatches.push(reasons.otherSeller)
  if (receipt.amountKopecks !== expected.amountKopecks)
    mismatches.push(reasons.amount(receipt.amountKopecks, expected.amountKopecks))
  if (expected.companyInn && receipt.buyerInn !== expected.companyInn)
    mismatches.push(reasons.buyer(receipt.buyerInn, expected.companyInn))
  if (receipt.operationDate < expected.paymentDate)
    mismatches.push(reasons.beforePayment(receipt.operationDate, expected.paymentDate))
  if (mismatches.length) return { status: 'MISMATCH', reason: mismatches.join('. ') }
  if (!expected.companyInn) return { status: 'UNVERIFIED', reason: reasons.noCompany }
  return { status: 'VERIFIED', reason: null }
}

/**
 * A VERIFIED receipt asked again is watched for its annulment only: the checks it passed stay passed, and a
 * service that does not answer leaves it as it was.
 */
export function recheckOf(answer: TaxReceiptAnswer, current: Verdict): Verdict {
  if (answer.kind === 'notFound') return { status: 'MISMATCH', reason: reasons.gone }
  if (answer.kind === 'found' && answer.receipt.annulled)
    return { status: 'ANNULLED', reason: reasons.annulled(answer.receipt.annulComment) }
  return current
}
