// Plain TypeScript, no zod: the worker's page imports it and stays light.

/**
 * The worker's rating (issue 45, item 4; decision 110): the mean of the marks staff gave their finished orders,
 * rounded to tenths, half up; no mark yet, no rating. The one formula: the server computes the rating it answers
 * with it, and the page «Как считается рейтинг» shows the worker's own figures through it.
 */
export type MarkCount = { mark: number; count: number }

type RatingSum = { sum: number; count: number; rating: number | null }

/** Sum, count and the rating; integer arithmetic, so 4.25 rounds to 4.3 as the database's `round` does. */
export function ratingOf(marks: readonly MarkCount[]): RatingSum {
  let sum = 0
  let count = 0
  for (const { mark, count: times } of marks) {
    sum += mark * times
    count += times
  }
  return { sum, count, rating: count === 0 ? null : Math.floor((20 * sum + count) / (2 * count)) / 10 }
}

const decimal = (value: number, digits: number) =>
  value.toLocaleString('ru-RU', { maximumFractionDigits: digits, useGrouping: false })

/** The formula with the worker's figures: «(5 × 3 + 4 × 1) : 4 = 4,75 ≈ 4,8», «(5 × 2 + 4 × 1) : 3 ≈ 4,67 ≈ 4,7»; null before the first mark. */
export function ratingFormula(marks: readonly MarkCount[]): string | null {
  const { sum, count, rating } = ratingOf(marks)
  if (rating === null) return null
  const terms = [...marks]
    .filter((one) => one.count > 0)
    .sort((a, b) => b.mark - a.mark)
    .map((one) => `${one.mark} × ${one.count}`)
    .join(' + ')
  const mean = sum / count
  const shownMean = `${Math.round(mean * 100) / 100 === mean ? '=' : '≈'} ${decimal(mean, 2)}`
  return `(${terms}) : ${count} ${shownMean}${rating === mean ? '' : ` ≈ ${decimal(rating, 1)}`}`
}

/** The worker's own marks (`GET /api/rating/my`): how many of each mark, and the rating made of them. */
export type MyRating = { marks: MarkCount[]; rating: number | null }
