import { useId } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid'
import { pageSizes } from '#contract/common/paging.ts'
import { pageWindow } from './pagination-window.ts'

const stepClass =
  'flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 disabled:text-gray-300 disabled:hover:bg-transparent'

/**
 * Pages of a server-paged list (spec section 9): pages count from 1, sizes 20, 50, 100 and 200, at most 9 pages
 * shown. The page buttons hide when everything fits on one page; the size stays choosable while there is more
 * than the smallest size to show, so a user who picked 200 rows can go back.
 */
export function Pagination(props: {
  page: number
  size: number
  totalElements: number
  totalPages: number
  onPageChange: (page: number) => void
  onSizeChange: (size: number) => void
}) {
  const sizeId = useId()
  const { page, size, totalElements, totalPages } = props
  if (totalElements <= Math.min(...pageSizes)) return null
  const first = (page - 1) * size + 1
  const last = Math.min(page * size, totalElements)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 text-sm text-gray-600">
      <div className="flex items-center gap-4">
        <span>
          {first}–{last} из {totalElements}
        </span>
        <span className="flex items-center gap-2">
          <label htmlFor={sizeId}>Строк на странице</label>
          <select
            id={sizeId}
            value={size}
            onChange={(event) => props.onSizeChange(Number(event.target.value))}
            className="rounded-md border-0 bg-white py-1.5 pl-2 pr-8 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-primary-700"
          >
            {pageSizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
      </div>
      {totalPages > 1 && (
        <nav aria-label="Страницы" className="flex items-center gap-1">
          <button
            type="button"
            className={stepClass}
            disabled={page <= 1}
            onClick={() => props.onPageChange(page - 1)}
            aria-label="Предыдущая страница"
          >
            <ChevronLeftIcon className="size-5" aria-hidden />
          </button>
          {pageWindow(page, totalPages).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} className="w-6 text-center text-gray-400" aria-hidden>
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                onClick={() => props.onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Страница ${item}`}
                className="min-w-9 rounded-md px-2 py-1.5 font-medium tabular-nums text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white"
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className={stepClass}
            disabled={page >= totalPages}
            onClick={() => props.onPageChange(page + 1)}
            aria-label="Следующая страница"
          >
            <ChevronRightIcon className="size-5" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  )
}
