import { useQuery } from '@tanstack/react-query'
import { evidenceMessages } from '#contract/restrictions/evidence.ts'
import type { Restriction } from '#contract/restrictions/restrictions.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { attachEvidence } from '../../../shared/restrictions/evidence-files.ts'
import { PickFileButton, withinLimit } from '../../../shared/restrictions/file-controls.tsx'
import { RestrictionList } from '../../../shared/restrictions/restriction-list.tsx'
import {
  restrictionsKey,
  workerRestrictionsQueryOptions,
} from '../../../shared/restrictions/restriction-queries.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'

/** Staff attach a photo or a PDF as the restriction's evidence (decision 114); a new one replaces it. */
function AttachEvidence({ restriction }: { restriction: Restriction }) {
  const attach = useChange((file: File) => attachEvidence(restriction.id, file), {
    invalidates: [restrictionsKey],
    onSuccess: () => notify({ status: 'success', message: 'Основание приложено' }),
  })
  return (
    <div className="pt-1">
      <PickFileButton
        label={restriction.evidenceName ? 'Заменить основание' : 'Приложить основание'}
        busy={attach.isPending}
        onPick={(file) =>
          withinLimit(file)
            ? void attach.submit(file)
            : notify({ status: 'warning', message: evidenceMessages.tooLarge })
        }
      />
    </div>
  )
}

/** The worker's restrictions in force with their records, as the worker sees them (decision 096). */
export function WorkerRestrictions({ workerId }: { workerId: number }) {
  const restrictions = useQuery(workerRestrictionsQueryOptions(workerId))
  if (!restrictions.data?.length) return null
  return (
    <section className="space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" aria-label="Ограничения">
      <h2 className="text-base font-semibold text-red-900">Действующие ограничения</h2>
      <RestrictionList
        restrictions={restrictions.data}
        attach={(restriction) => <AttachEvidence restriction={restriction} />}
      />
    </section>
  )
}
