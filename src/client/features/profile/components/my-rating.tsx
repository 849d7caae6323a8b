import { Link } from '@tanstack/react-router'
import { RatingValue } from '../../../ui/rating.tsx'

/** The worker's rating, with the way to how it is counted (issue 45, item 4; decision 110). */
export function MyRating({ rating }: { rating: number | null }) {
  return (
    <section
      aria-labelledby="my-rating-title"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-gray-200 sm:px-6"
    >
      <h2 id="my-rating-title" className="flex items-center gap-3 text-sm font-semibold text-gray-900">
        Рейтинг <RatingValue value={rating} />
      </h2>
      <Link
        to="/rating"
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary-800 underline"
      >
        Как считается рейтинг
      </Link>
    </section>
  )
}
