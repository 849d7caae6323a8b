import { useQuery } from '@tanstack/react-query'
import { displayInstant } from '#contract/common/display-dates.ts'
import { marksCount } from '#contract/pool/marks-count.ts'
import { EmptyState } from '../../../ui/page.tsx'
import { RatingValue } from '../../../ui/rating.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { shopRatingsQuery } from '../api/pool-calls.ts'

/** The workers' marks of the shop with their comments, newest first, under the mean. */
export function ShopRatingsList({ shopId }: { shopId: number }) {
  const ratings = useQuery(shopRatingsQuery(shopId))
  if (!ratings.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка оценок" />
      </div>
    )
  const { average, count } = ratings.data
  if (count === 0)
    return (
      <EmptyState title="Оценок пока нет">Исполнители оценивают магазин после подтверждения акта.</EmptyState>
    )
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-3 text-sm text-gray-700">
        <RatingValue value={average} />
        <span>{marksCount(count)}</span>
      </p>
      <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
        {ratings.data.ratings.map((rating) => (
          <li key={rating.id} className="space-y-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RatingValue value={rating.mark} />
              <span className="text-xs text-gray-500">
                Заказ № {rating.orderNumber} · {displayInstant(rating.createdAt)}
              </span>
            </div>
            {rating.comment ? (
              <p className="whitespace-pre-line text-gray-800">{rating.comment}</p>
            ) : (
              <p className="text-gray-400">Без комментария</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
