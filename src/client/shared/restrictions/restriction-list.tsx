import type { ReactNode } from 'react'
import {
  restrictionAdvice,
  restrictionKindTitles,
  type Restriction,
} from '#contract/restrictions/restrictions.ts'
import { formatDay } from '../format/people-format.ts'
import { AppealAction } from './appeal-action.tsx'
import { saveEvidence } from './evidence-files.ts'
import { SavedFile } from './file-controls.tsx'

/**
 * The last day a restriction holds. The limiter's pause ends at midnight starting the month after it
 * (decision 101): its last day is the one before.
 */
const lastDay = (restriction: Restriction, until: string) =>
  restriction.kind === 'limiter-pause' ? new Date(Date.parse(until) - 1).toISOString() : until

/**
 * The record of each restriction in force (decisions 096, 114): what, where, why, the evidence, from and until,
 * who and on which rules; the worker also reads what they can do and appeals (`advice`); staff attach evidence
 * (`attach`).
 */
export function RestrictionList(props: {
  restrictions: readonly Restriction[]
  advice?: boolean
  attach?: (restriction: Restriction) => ReactNode
}) {
  if (!props.restrictions.length) return null
  return (
    <ul className="space-y-3">
      {props.restrictions.map((restriction) => (
        <li
          key={restriction.id}
          className="space-y-1 rounded-lg bg-white/70 p-3 text-sm text-gray-900 ring-1 ring-gray-200"
        >
          <p className="font-semibold">
            {restrictionKindTitles[restriction.kind]}
            {restriction.shopName && `: ${restriction.shopName}`}
          </p>
          <p>
            Причина: {restriction.reasonTitle}
            {restriction.reason && `. ${restriction.reason}`}
          </p>
          <p className="text-gray-700">
            С {formatDay(restriction.from)}
            {restriction.until ? ` по ${formatDay(lastDay(restriction, restriction.until))}` : ', до снятия'}
            {restriction.by && ` · ${restriction.by}`}
            {restriction.rulesVersion && ` · правила платформы, версия ${restriction.rulesVersion}`}
          </p>
          {restriction.evidenceName && (
            <SavedFile
              label="Основание"
              name={restriction.evidenceName}
              save={() => saveEvidence(restriction.id, restriction.evidenceName!)}
            />
          )}
          {props.attach?.(restriction)}
          {props.advice && <p className="text-gray-700">{restrictionAdvice[restriction.kind]}</p>}
          {props.advice && <AppealAction restriction={restriction} />}
        </li>
      ))}
    </ul>
  )
}
