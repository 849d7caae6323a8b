import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from '@heroicons/react/20/solid'
import { peopleMessages } from '#contract/workers/people.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { EmptyState, PageHeader } from '../../../ui/page.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { workerQueryOptions } from '../api/worker-by-id.ts'
import { DeleteWorkerButton } from './delete-worker-button.tsx'
import { StaffProfileEditor } from './staff-profile-editor.tsx'
import { WorkerDecisions } from './worker-decisions.tsx'
import { WorkerOrdersTable } from './worker-orders-table.tsx'
import { WorkerSummary } from './worker-summary.tsx'
import { WorkerRestrictions } from './worker-restrictions.tsx'

const fullNameOf = (worker: Worker) =>
  [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' ')

/** What the route puts in the «Магазины» tab: another feature's view of the worker's shops. */
export type WorkerShopsTab = (worker: Worker) => ReactNode

/** `/self-employed-profile/{id}`: the worker's profile for staff, with their decisions, orders and shops. */
export function SelfEmployedProfilePage({ id, shops }: { id: number | null; shops?: WorkerShopsTab }) {
  const query = useQuery({ ...workerQueryOptions(id ?? 0), enabled: id !== null })
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <EmptyState title="Исполнитель не найден">Проверьте ссылку или найдите его в списках.</EmptyState>
  }
  if (query.isError) {
    return <EmptyState title="Не удалось загрузить профиль">{query.error.message}</EmptyState>
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 text-primary-700" label="Загрузка профиля" />
      </div>
    )
  }
  return <WorkerProfile key={query.data.id} worker={query.data} shops={shops} />
}

/**
 * `loaded` is the profile the form shows and the version it saves from. A change made here (confirm, block,
 * the bank) moves that version on only when it is the very next one, so an edit made by someone else in
 * between still comes back as a conflict instead of being overwritten.
 */
function WorkerProfile({ worker, shops }: { worker: Worker; shops: WorkerShopsTab | undefined }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState({ loaded: worker, generation: 0 })
  const onChanged = (changed: Worker) =>
    setForm((current) =>
      changed.version === current.loaded.version + 1
        ? { ...current, loaded: { ...current.loaded, version: changed.version } }
        : current,
    )
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...workerQueryOptions(worker.id), staleTime: 0 })
    setForm((current) => ({ loaded: fresh, generation: current.generation + 1 }))
  }
  const deleted = worker.state === 'DELETED_SELF_EMPLOYED'
  const backTo = worker.state === 'NOT_CONFIRMED_SELF_EMPLOYED' ? '/unconfirmed' : '/confirmed'

  return (
    <>
      <Link
        to={backTo}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {backTo === '/unconfirmed' ? 'Новые люди' : 'Люди'}
      </Link>
      <PageHeader
        title={fullNameOf(worker)}
        actions={
          <div className="flex flex-wrap gap-2">
            <DeleteWorkerButton worker={worker} fullName={fullNameOf(worker)} />
            <WorkerDecisions worker={worker} onChanged={onChanged} />
          </div>
        }
      />
      <WorkerSummary worker={worker} onChanged={onChanged} />
      <WorkerRestrictions workerId={worker.id} />
      <TabView
        label="Разделы профиля"
        tabs={[
          {
            key: 'profile',
            title: 'Анкета',
            content: deleted ? (
              <EmptyState title={peopleMessages.deleted} />
            ) : (
              <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
                <StaffProfileEditor
                  key={form.generation}
                  state={worker.state}
                  loaded={form.loaded}
                  onSaved={(saved) =>
                    setForm((current) => ({ loaded: saved, generation: current.generation + 1 }))
                  }
                  onReload={reload}
                />
              </section>
            ),
          },
          { key: 'orders', title: 'Заказы', content: <WorkerOrdersTable workerId={worker.id} /> },
          { key: 'shops', title: 'Магазины', invisible: deleted || !shops, content: shops?.(worker) },
        ]}
      />
    </>
  )
}
