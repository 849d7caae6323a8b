import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Drawer } from '../../../ui/drawer.tsx'
import { formatPhone } from '../../../ui/fields/phone-text.ts'
import { RatingValue } from '../../../ui/rating.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { workerQueryOptions } from '../api/worker-by-id.ts'
import { formatDay } from '../../../shared/format/people-format.ts'
import { WorkerStateChip } from './status-chips.tsx'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2.5">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-gray-900">{children}</dd>
    </div>
  )
}

/**
 * A worker at a glance beside the orders, in the lg drawer (spec section 2): how to reach them, how they
 * work, what they are paid as; the whole profile is one link away.
 */
export function WorkerCardDrawer({ workerId, onClose }: { workerId: number | null; onClose: () => void }) {
  const worker = useQuery({ ...workerQueryOptions(workerId ?? 0), enabled: workerId !== null })
  const data = worker.data?.id === workerId ? worker.data : undefined
  const fullName = data ? [data.lastName, data.firstName, data.patronymic].filter(Boolean).join(' ') : ''
  return (
    <Drawer
      open={workerId !== null}
      onClose={onClose}
      title="Исполнитель"
      size="lg"
      side="right"
      closeLabel="Закрыть"
    >
      {!data ? (
        <div className="flex justify-center py-16">
          {worker.isError ? (
            <p className="px-4 text-sm text-gray-600">{worker.error.message}</p>
          ) : (
            <Spinner className="size-8 text-primary-700" label="Загрузка исполнителя" />
          )}
        </div>
      ) : (
        <div className="space-y-4 p-4">
          <div className="space-y-2">
            <p className="text-lg font-semibold text-gray-900">{fullName}</p>
            <WorkerStateChip state={data.state} blockedUntil={data.blockedUntil} />
          </div>
          <dl className="divide-y divide-gray-100">
            <Row label="Телефон">
              {data.phone ? (
                <a
                  href={`tel:${data.phone}`}
                  className="font-medium text-primary-800 tabular-nums hover:underline"
                >
                  {formatPhone(data.phone)}
                </a>
              ) : (
                '—'
              )}
            </Row>
            <Row label="Рейтинг">
              <RatingValue value={data.rating} />
            </Row>
            <Row label="Город">{data.city.name}</Row>
            <Row label="Должность">
              {data.selfEmployedService.fullName}
              <span className="block text-xs text-gray-500">{data.selfEmployedService.zupId}</span>
            </Row>
            <Row label="Подменный фонд">
              {data.fund.name}
              <span className="block text-xs break-all text-gray-500">{data.fund.guid}</span>
            </Row>
            <Row label="ИНН">{data.inn || '—'}</Row>
            <Row label="Дата одобрения">{formatDay(data.confirmedAt)}</Row>
          </dl>
          <Link
            to="/self-employed-profile/$id"
            params={{ id: String(data.id) }}
            className="inline-flex rounded text-sm font-semibold text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            Открыть профиль
          </Link>
        </div>
      )}
    </Drawer>
  )
}
