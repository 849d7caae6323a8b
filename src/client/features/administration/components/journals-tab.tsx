import { useState } from 'react'
import { journals, type JournalId } from '#contract/journals/journals.ts'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { JournalView } from './journal-view.tsx'

const options = (Object.keys(journals) as JournalId[]).map((id) => ({ value: id, label: journals[id].title }))

/** Журналы: one audit journal at a time; switching starts its filters afresh. */
export function JournalsTab() {
  const [current, setCurrent] = useState<JournalId>('orders')
  return (
    <div className="space-y-4">
      <div className="max-w-4xl">
        <SegmentedSwitch label="Журнал" value={current} onChange={setCurrent} options={options} />
      </div>
      <JournalView key={current} id={current} />
    </div>
  )
}
