import { businessUtcOffsetHours } from '#contract/common/business-time.ts'
import {
  npdMessages,
  npdStatusLine,
  npdYearlyLimit,
  paidThisYearLine,
  yearlyCapLevel,
  type NpdStatus,
  type YearlyCapLevel,
} from '#contract/npd/npd.ts'
import { toKopecks, type Money } from '#contract/common/kopecks.ts'

function statusTone(status: NpdStatus): string {
  if (status.registered === true) return 'text-primary-800'
  if (status.registered === false) return 'font-medium text-red-700'
  return status.checkedAt ? 'text-amber-800' : 'text-gray-500'
}

/**
 * The tax service's last answer as its proof line («Самозанятый на 22.11.2026, проверено 22.11.2026 14:05»): not
 * self-employed in red, unknown (no answer yet) in amber.
 */
export function NpdStatusText({ status, className = '' }: { status: NpdStatus; className?: string }) {
  return <span className={`${statusTone(status)} ${className}`}>{npdStatusLine(status)}</span>
}

/** The payouts line as plain text, for a tooltip. */
export function yearlyPayoutsText(paid: Money): string {
  const level = yearlyCapLevel(paid)
  const line = paidThisYearLine(paid, businessYearNow())
  return level === 'ok' ? line : `${line} · ${notes[level].text}`
}

/** The calendar year the server counts payouts in (Moscow). */
function businessYearNow(): number {
  return new Date(Date.now() + businessUtcOffsetHours * 3600_000).getUTCFullYear()
}

const barTone: Record<YearlyCapLevel, string> = {
  ok: 'bg-primary-600',
  near: 'bg-amber-500',
  reached: 'bg-red-600',
}

/** The sums keep the text's colour; only a level past the warning adds its note, in amber or in red. */
const notes: Record<Exclude<YearlyCapLevel, 'ok'>, { text: string; tone: string }> = {
  near: { text: npdMessages.nearLimit, tone: 'font-medium text-amber-800' },
  reached: { text: npdMessages.limitReached, tone: 'font-medium text-red-700' },
}

/**
 * What this company paid the worker this year against the НПД limit of 2.4 million ₽, with a bar; from
 * 2 million the bar turns amber and a note says so (staff are warned), at the limit red.
 */
export function YearlyPayouts(props: {
  paid: Money
  size?: 'xs' | 'sm'
  inline?: boolean
  className?: string
}) {
  const { paid, size = 'xs', className = '' } = props
  const level = yearlyCapLevel(paid)
  const share = Math.min(100, (toKopecks(paid) / toKopecks(npdYearlyLimit)) * 100)
  const note = level === 'ok' ? null : notes[level]
  if (props.inline) {
    return (
      <span className={className}>
        {paidThisYearLine(paid, businessYearNow())}
        {note && <span className={note.tone}> · {note.text}</span>}
      </span>
    )
  }
  return (
    <span className={`block ${className}`}>
      <span className={`block ${size === 'sm' ? 'text-sm text-gray-900' : 'text-xs text-gray-600'}`}>
        {paidThisYearLine(paid, businessYearNow())}
        {note && <span className={`block ${note.tone}`}>{note.text}</span>}
      </span>
      <span
        className="mt-1.5 block h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-gray-200"
        aria-hidden
      >
        <span className={`block h-full rounded-full ${barTone[level]}`} style={{ width: `${share}%` }} />
      </span>
    </span>
  )
}
