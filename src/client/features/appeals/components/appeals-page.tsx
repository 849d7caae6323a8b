import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { appealStateTitles, type StaffAppeal } from '#contract/appeals/appeals.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { appealInboxQueryOptions } from '../../../shared/restrictions/appeal-queries.ts'
import { saveAppealFile } from '../../../shared/restrictions/evidence-files.ts'
import { SavedFile } from '../../../shared/restrictions/file-controls.tsx'
import { Button } from '../../../ui/button.tsx'
import { DecideDialog } from './decide-dialog.tsx'

const views = {
  open: { title: 'На рассмотрении', states: ['SUBMITTED', 'IN_REVIEW'] },
  decided: { title: 'Решённые', states: ['UPHELD', 'REVERSED'] },
} as const

/** The staff's inbox of appeals (decision 097): the oldest deadline first, overdue ones flagged. */
export function AppealsPage({ title }: { title: string }) {
  const [view, setView] = useState<keyof typeof views>('open')
  const appeals = useQuery(appealInboxQueryOptions([...views[view].states]))
  const [deciding, setDeciding] = useState<StaffAppeal | null>(null)
  return (
    <div className="max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      <div className="flex gap-2" role="tablist">
        {(Object.keys(views) as (keyof typeof views)[]).map((key) => (
          <Button
            key={key}
            role="tab"
            aria-selected={view === key}
            variant={view === key ? 'primary' : 'ghost'}
            onClick={() => setView(key)}
          >
            {views[key].title}
          </Button>
        ))}
      </div>
      {appeals.data?.length === 0 && <p className="text-sm text-gray-600">Жалоб нет</p>}
      <ul className="space-y-3">
        {appeals.data?.map((appeal) => (
          <li
            key={appeal.id}
            aria-label={`Жалоба ${appeal.workerName}`}
            className="space-y-1 rounded-xl bg-white p-4 text-sm text-gray-900 shadow-sm ring-1 ring-gray-200"
          >
            <p className="font-semibold">
              {appeal.workerName} · {appealStateTitles[appeal.state]}
            </p>
            <p className="text-gray-700">
              {appeal.restrictionTitle}
              {appeal.shopName && `, ${appeal.shopName}`}
              {appeal.restrictionReason && `. ${appeal.restrictionReason}`}
            </p>
            <p className="whitespace-pre-line">{appeal.text}</p>
            {appeal.fileName && (
              <SavedFile
                label="Файл"
                name={appeal.fileName}
                save={() => saveAppealFile(appeal.id, appeal.fileName!)}
              />
            )}
            <p className={appeal.overdue ? 'font-semibold text-red-700' : 'text-gray-700'}>
              Подана {formatDay(appeal.submittedAt)} · решение до {formatDay(appeal.dueAt)}
              {appeal.overdue && ' · срок прошёл'}
            </p>
            {appeal.decisionReason && <p className="text-gray-700">Решение: {appeal.decisionReason}</p>}
            {view === 'open' && (
              <Button variant="secondary" onClick={() => setDeciding(appeal)}>
                Решить
              </Button>
            )}
          </li>
        ))}
      </ul>
      {deciding && <DecideDialog appeal={deciding} onClose={() => setDeciding(null)} />}
    </div>
  )
}
