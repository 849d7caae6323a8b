import { receiptCheckLabels, receiptFileLabel } from '#contract/receipts/receipt-checks.ts'
import type { ReceiptCheckStatus } from '#contract/receipts/check-statuses.ts'
import type { ReceiptCheck } from '#contract/receipts/requests.ts'
import { Chip, type ChipTone } from '../ui/chip.tsx'

const tones: Record<ReceiptCheckStatus, ChipTone> = {
  VERIFIED: 'green',
  MISMATCH: 'red',
  ANNULLED: 'red',
  UNVERIFIED: 'amber',
}

/** The receipt's check at «Мой налог» as a chip; a file, which is not checked, says so. */
export function ReceiptStatus({ check }: { check: ReceiptCheck | null }) {
  return check ? (
    <Chip tone={tones[check.status]}>{receiptCheckLabels[check.status]}</Chip>
  ) : (
    <Chip tone="gray">{receiptFileLabel}</Chip>
  )
}
