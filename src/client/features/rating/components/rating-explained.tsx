import { useQuery } from '@tanstack/react-query'
import { ratingFormula, ratingOf, type MyRating } from '#contract/rating/rating.ts'
import { LoadFailed } from '../../../shared/paged-list.tsx'
import { CardSkeletons } from '../../../ui/card-skeletons.tsx'
import { RatingValue } from '../../../ui/rating.tsx'
import { myRatingQueryOptions } from '../api/my-rating.ts'

const card = 'space-y-2 rounded-xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200'
/** «2 раза», «5 раз», «21 раз». */
const times = (count: number) =>
  [2, 3, 4].includes(count % 10) && ![12, 13, 14].includes(count % 100) ? 'раза' : 'раз'

/** How the rating is made, in words, then the worker's own marks put into the same formula the server uses. */
export function RatingExplained() {
  const query = useQuery(myRatingQueryOptions)
  return (
    <div className="space-y-4">
      <section aria-labelledby="rating-rule" className={card}>
        <h2 id="rating-rule" className="text-base font-semibold text-gray-900">
          Формула
        </h2>
        <p>
          После каждой выполненной смены магазин ставит оценку от 1 до 5. Рейтинг — среднее всех ваших оценок
          за завершённые заказы: сумма оценок делится на их число и округляется до десятых (4,75 → 4,8; 4,74 →
          4,7).
        </p>
        <p className="font-medium text-gray-900">Рейтинг = (сумма оценок) : (число оценок)</p>
        <p>Пока оценок нет, рейтинга нет: в профиле написано «Нет оценок».</p>
      </section>
      <section aria-labelledby="rating-mine" className={card}>
        <h2 id="rating-mine" className="text-base font-semibold text-gray-900">
          Ваш рейтинг
        </h2>
        {query.data ? (
          <MyFigures rating={query.data} />
        ) : query.error ? (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <CardSkeletons count={1} />
        )}
      </section>
      <section aria-labelledby="rating-not-counted" className={card}>
        <h2 id="rating-not-counted" className="text-base font-semibold text-gray-900">
          Что не влияет на рейтинг
        </h2>
        <p>
          Снять отклик или отказаться от заказа, пока вы не подтвердили выход, можно без последствий: рейтинг,
          надёжность, автоматическое назначение и то, какие заказы вам видны, от этого не меняются.
        </p>
        <p>
          Магазин может назначать исполнителей автоматически — по избранному или по числу смен в этом магазине
          и средней оценке там. Отказы до подтверждения в это правило тоже не входят.
        </p>
      </section>
    </div>
  )
}

function MyFigures({ rating }: { rating: MyRating }) {
  const { sum, count } = ratingOf(rating.marks)
  const formula = ratingFormula(rating.marks)
  if (!formula) return <p>Оценок пока нет. Рейтинг появится после первой оценённой смены.</p>
  return (
    <>
      <ul className="space-y-1">
        {rating.marks.map((one) => (
          <li key={one.mark}>
            Оценка {one.mark} — {one.count} {times(one.count)}
          </li>
        ))}
      </ul>
      <p>
        Сумма оценок {sum}, число оценок {count}.
      </p>
      <p className="font-medium text-gray-900">{formula}</p>
      <p className="flex items-center gap-2">
        Ваш рейтинг: <RatingValue value={rating.rating} />
      </p>
    </>
  )
}
