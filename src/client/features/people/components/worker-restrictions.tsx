import { useQuery } from '@tanstack/react-query'
import { RestrictionList } from '../../../shared/restrictions/restriction-list.tsx'
import { workerRestrictionsQueryOptions } from '../../../shared/restrictions/restriction-queries.ts'

/** The worker's restrictions in force with their records, as the worker sees them (decision 096). */
export function WorkerRestrictions({ workerId }: { workerId: number }) {
  const restrictions = useQuery(workerRestrictionsQueryOptions(workerId))
  if (!restrictions.data?.length) return null
  return (
    <section className="space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" aria-label="Ограничения">
      <h2 className="text-base font-semibold text-red-900">Действующие ограничения</h2>
      <RestrictionList restrictions={restrictions.data} />
    </section>
  )
}
