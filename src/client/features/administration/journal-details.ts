import { roleLabels } from '#contract/auth/role-labels.ts'
import type { Role } from '#contract/auth/roles.ts'
import { orderStatusLabels } from '#contract/orders/labels.ts'
import { sendToBankStatusLabels, type SendToBankStatus } from '#contract/payments/enums.ts'
import type { OrderStatus } from '#contract/orders/enums.ts'
import { fieldsInWords } from '#contract/workers/bank-data.ts'
import { ellipsize } from '../../ui/ellipsis.ts'
import { keyLabel, textValue } from './journal-detail-labels.ts'

/** States in words: the bank's statuses for payments, else the order's or the worker's. */
function stateLabel(value: unknown, action: string): string {
  if (typeof value !== 'string') return shown(value)
  if (!/^[A-Z_]+$/.test(value)) return shown(value)
  if (action.startsWith('payment.') || action === 'worker.sent-to-bank' || action === 'worker.bank-refused')
    return sendToBankStatusLabels[value as SendToBankStatus] ?? value
  return orderStatusLabels[value as OrderStatus] ?? roleLabels[value as Role] ?? value
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'да' : 'нет'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return textValue(value)
  if (Array.isArray(value)) return value.map(shown).join(', ')
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, inner]) => `${keyLabel(key)} ${shown(inner)}`)
      .join(', ')
  return String(value)
}

/** What an added or removed thing was: its name if it has one. */
const nameOf = (value: Record<string, unknown>) => shown(value.fullName ?? value.name ?? value.code ?? value)

function changes(before: unknown, after: unknown): string {
  if (!isRecord(before) || !isRecord(after)) {
    if (before === null && isRecord(after)) return `добавлено: ${nameOf(after)}`
    if (after === null && isRecord(before)) return `удалено: ${nameOf(before)}`
    return `${shown(before)} → ${shown(after)}`
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  if (changed.length === 0) return 'без изменений'
  return changed.map((key) => `${keyLabel(key)}: ${shown(before[key])} → ${shown(after[key])}`).join('; ')
}

const bankLabel = (value: unknown) => sendToBankStatusLabels[value as SendToBankStatus] ?? shown(value)

/** A profile edit: the changed fields in words, the card's last four digits, and the bank status it reset. */
function profileEdit(details: Record<string, unknown> & { fields: unknown[] }): string {
  const parts = [
    details.fields.length ? `изменено: ${fieldsInWords(details.fields.map(String))}` : 'без изменений',
  ]
  if (typeof details.last4 === 'string') parts.push(`карта ${details.last4}`)
  if (isRecord(details.bankStatus))
    parts.push(`${bankLabel(details.bankStatus.from)} → ${bankLabel(details.bankStatus.to)}`)
  return parts.join('; ')
}

/**
 * A record's details in one line: old → new value, a state change in words, or the remaining fields. Long
 * values are cut as the spec cuts them.
 */
export function describeDetails(details: Record<string, unknown> | null, action = ''): string {
  if (!details) return ''
  if ('before' in details || 'after' in details) return ellipsize(changes(details.before, details.after))
  if (action.startsWith('worker.profile') && Array.isArray(details.fields))
    return ellipsize(profileEdit({ ...details, fields: details.fields }))
  if ('from' in details && 'to' in details) {
    const note = typeof details.note === 'string' ? ` (${details.note})` : ''
    return ellipsize(`${stateLabel(details.from, action)} → ${stateLabel(details.to, action)}${note}`)
  }
  return ellipsize(
    Object.entries(details)
      .map(
        ([key, value]) =>
          `${keyLabel(key)}: ${Array.isArray(value) ? value.map(shown).join(', ') : stateLabel(value, action)}`,
      )
      .join('; '),
  )
}
