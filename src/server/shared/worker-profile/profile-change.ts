import { bankDataFields, cardEnding, isBankDataField } from '#contract/workers/bank-data.ts'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { profileColumns } from './profile-checks.ts'
import type { StoredWorker } from './workers.repository.ts'

/**
 * A profile saved over the stored worker: the columns to write and the journal's details. When the bank has
 * the worker's data (SENT) or is taking it (IN_PROGRESS) and any of that data changes, the worker goes back
 * to NOT_SENT and the changed fields are kept until the bank takes the new data: meanwhile no payment goes,
 * so nobody can have the card the bank registered swapped for another. An answer the bank gives about the
 * old request finds the status moved on and changes nothing. The journal names the changed fields and the
 * card by its last four digits only.
 */
export function profileChange(before: StoredWorker, profile: WorkerProfileInput) {
  const after = profileColumns(profile)
  const fields = (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => (before[key] ?? null) !== (after[key] ?? null),
  )
  const changedBankData = new Set([...before.bankChangedFields, ...fields.filter(isBankDataField)])
  const bankHadData = before.bankStatus !== 'NOT_SENT' || before.bankChangedFields.length > 0
  const stopsPayments = bankHadData && fields.some(isBankDataField)
  // The tax service's answer was about the old INN: the new one has not been asked about yet.
  const innChanged = fields.includes('inn')
  return {
    values: {
      ...after,
      ...(innChanged
        ? { npdRegistered: null, npdCheckedAt: null, npdRequestDate: null, npdMessage: null }
        : {}),
      ...(stopsPayments
        ? {
            bankStatus: 'NOT_SENT' as const,
            bankChangedFields: bankDataFields.filter((field) => changedBankData.has(field)),
            bankRequestedAt: null,
            bankReference: null,
            bankFailureReason: null,
          }
        : {}),
    },
    details: {
      fields,
      ...(fields.includes('paymentCardNumber')
        ? { last4: `${cardEnding(before.paymentCardNumber)} → ${cardEnding(after.paymentCardNumber)}` }
        : {}),
      ...(stopsPayments && before.bankStatus !== 'NOT_SENT'
        ? { bankStatus: { from: before.bankStatus, to: 'NOT_SENT' } }
        : {}),
    },
  }
}
