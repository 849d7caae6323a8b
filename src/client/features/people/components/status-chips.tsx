import type { WorkerState } from '#contract/auth/roles.ts'
import {
  sendToBankStatusLabels,
  sendToBankStatusTone,
  type SendToBankStatus,
} from '#contract/payments/enums.ts'
import { bankDataChangedLine, type BankDataField } from '#contract/workers/bank-data.ts'
import { Chip, type ChipTone } from '../../../ui/chip.tsx'
import { formatDay } from '../../../shared/format/people-format.ts'

const bankTones: Record<(typeof sendToBankStatusTone)[SendToBankStatus], ChipTone> = {
  error: 'red',
  warning: 'amber',
  primary: 'green',
}

/** The bank status in the spec's colours: red, warning, primary. */
export function BankStatusChip({ status }: { status: SendToBankStatus }) {
  return <Chip tone={bankTones[sendToBankStatusTone[status]]}>{sendToBankStatusLabels[status]}</Chip>
}

/** Under the bank status: the bank's data changed since it took the worker on, and the payments wait. */
export function BankDataChanged({ fields }: { fields: readonly BankDataField[] }) {
  if (fields.length === 0) return null
  return <span className="text-sm font-medium text-amber-800">{bankDataChangedLine(fields)}</span>
}

const stateChips: Record<WorkerState, { tone: ChipTone; label: string }> = {
  SELF_EMPLOYED: { tone: 'green', label: 'Подтверждён' },
  NOT_CONFIRMED_SELF_EMPLOYED: { tone: 'sky', label: 'Ожидает проверки' },
  BLOCKED_SELF_EMPLOYED: { tone: 'red', label: 'Заблокирован' },
  DELETED_SELF_EMPLOYED: { tone: 'gray', label: 'Удалён' },
}

/** Where the worker stands; a block says until when it lasts. */
export function WorkerStateChip({
  state,
  blockedUntil,
}: {
  state: WorkerState
  blockedUntil: string | null
}) {
  const chip = stateChips[state]
  return (
    <Chip tone={chip.tone}>
      {chip.label}
      {state === 'BLOCKED_SELF_EMPLOYED' && blockedUntil ? ` до ${formatDay(blockedUntil)}` : ''}
    </Chip>
  )
}
