import { initialCurrentOrdersCount } from '#contract/navigation/initial-counts.ts'

/** Placeholder cards while a list loads: the page keeps its shape instead of jumping when data arrives. */
export function CardSkeletons({ count = initialCurrentOrdersCount }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Загружаем…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="animate-pulse space-y-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
        >
          <div className="h-4 w-2/3 rounded bg-gray-200" />
          <div className="h-3 w-1/2 rounded bg-gray-100" />
          <div className="h-3 w-5/6 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  )
}
