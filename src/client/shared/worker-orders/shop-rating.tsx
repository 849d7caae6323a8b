import { marksCount } from '#contract/pool/marks-count.ts'

/** The shop's mean mark from workers and how many marks it rests on; nothing before the first mark. */
export function ShopRating({ rating }: { rating: { average: number | null; count: number } }) {
  if (rating.average === null || rating.count === 0) return null
  const shown = rating.average.toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <span
      role="img"
      aria-label={`Оценка магазина ${shown} из 5, ${marksCount(rating.count)}`}
      className="inline-flex items-center gap-1 text-sm text-gray-700"
    >
      {/* A character, not an icon module: the card is on the worker's first screen, whose size is budgeted. */}
      <span className="text-base leading-none text-amber-400" aria-hidden>
        ★
      </span>
      <span aria-hidden>
        {shown} <span className="text-gray-500">· {marksCount(rating.count)}</span>
      </span>
    </span>
  )
}
