import type { ReactNode } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import { ApiError } from '../lib/api-error.ts'
import { Button } from '../ui/button.tsx'
import { CardSkeletons } from '../ui/card-skeletons.tsx'
import { notifyFailure } from '../ui/snackbar/notify-failure.ts'

const failedTitle = 'Не удалось загрузить список'

/** Why a list did not load, in words: the network, the server not answering, or the server's own message. */
function failure(error: unknown): { title: string; text: string } {
  if (!(error instanceof ApiError))
    return { title: failedTitle, text: 'Проверьте соединение и попробуйте ещё раз.' }
  if (error.status !== 0) return { title: failedTitle, text: error.message }
  return navigator.onLine
    ? { title: 'Сервер недоступен', text: 'Сервер сейчас не отвечает. Попробуйте ещё раз через минуту.' }
    : { title: 'Нет сети', text: error.message }
}

/** A list that did not load: why, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, text } = failure(error)
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-white p-6 text-center ring-1 ring-gray-200">
      <p className="font-medium text-gray-900">{title}</p>
      <p className="text-sm text-gray-600">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  )
}

/**
 * The items of a paged server list with placeholders, an empty state and «Показать ещё»; with `heading`, each run of
 * items under the same heading starts with it (inside the run's first item, so the list counts only items).
 */
export function PagedList<T extends { id: number }>(props: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>
  label: string
  empty: ReactNode
  skeletons?: number
  renderItem: (item: T) => ReactNode
  heading?: (item: T) => string
}) {
  const { query } = props
  // Offline with nothing saved the query waits for the network: the offline notice says so, nothing spins.
  if (query.isPending)
    return query.fetchStatus === 'paused' ? null : <CardSkeletons count={props.skeletons} />
  if (query.isError && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  // A list can shift between two page loads (a new order, a taken one): an item seen twice is shown once.
  const items = [
    ...new Map(query.data.pages.flatMap((page) => page.content).map((item) => [item.id, item])).values(),
  ]
  if (!items.length) return props.empty
  const total = query.data.pages[0]?.totalElements ?? items.length
  return (
    <div className="space-y-3">
      <ul aria-label={props.label} className="space-y-3">
        {items.map((item, index) => {
          const heading = props.heading?.(item)
          const starts =
            heading !== undefined && (index === 0 || heading !== props.heading?.(items[index - 1]!))
          return (
            <li key={item.id}>
              {starts && <h2 className="mt-2 mb-2 text-base font-semibold text-gray-900">{heading}</h2>}
              {props.renderItem(item)}
            </li>
          )
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          block
          loading={query.isFetchingNextPage}
          onClick={() =>
            void query.fetchNextPage().then((result) => {
              if (result.isFetchNextPageError) notifyFailure(result.error)
            })
          }
        >
          Показать ещё
          <span className="font-normal text-gray-500">
            ({items.length} из {total})
          </span>
        </Button>
      )}
    </div>
  )
}
