import {
  sendToBankStatusLabels,
  sendToBankStatusTone,
  type SendToBankStatus,
} from '#contract/payments/labels.ts'
import { Chip, type ChipTone } from '../ui/chip.tsx'

const tones: Record<(typeof sendToBankStatusTone)[SendToBankStatus], ChipTone> = {
  error: 'red',
  warning: 'amber',
  primary: 'green',
}

/** The bank status in the spec's colours: not sent red, on its way warning, sent the primary green. */
export function BankStatusChip({ status }: { status: SendToBankStatus }) {
  return <Chip tone={tones[sendToBankStatusTone[status]]}>{sendToBankStatusLabels[status]}</Chip>
}
