import { useNavigate } from '@tanstack/react-router'
import { journalIds, type JournalId } from '#contract/journals/journal-list-search.ts'
import { journals } from '#contract/journals/journals.ts'
import type { AdministrationSearch } from '#contract/staff/administration-search.ts'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { journalOf } from '../journal-filters-value.ts'
import { JournalView } from './journal-view.tsx'

const options = journalIds.map((id) => ({ value: id, label: journals[id].title }))

/** Журналы: one audit journal at a time, named in the address; switching starts its filters afresh. */
export function JournalsTab({ search }: { search: AdministrationSearch }) {
  const navigate = useNavigate()
  const current = journalOf(search)
  const open = (journal: JournalId) =>
    void navigate({ to: '.', search: { tab: 'journals', ...(journal !== 'orders' && { journal }) } })
  return (
    <div className="space-y-4">
      <div className="max-w-4xl">
        <SegmentedSwitch label="Журнал" value={current} onChange={open} options={options} />
      </div>
      <JournalView key={current} id={current} search={search} />
    </div>
  )
}
