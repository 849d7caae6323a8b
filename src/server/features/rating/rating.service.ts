import { ratingOf, type MyRating } from '#contract/rating/rating.ts'
import type { Database } from '../../db/client.ts'
import { workerMarks } from '../../shared/worker-profile/workers.repository.ts'

export type RatingService = ReturnType<typeof createRatingService>

/** The worker's own rating and its marks, by the contract's one formula: the figures «Как считается рейтинг» shows. */
export function createRatingService(deps: { db: Database }) {
  return {
    async mine(workerId: number): Promise<MyRating> {
      const marks = await workerMarks(deps.db, workerId)
      return { marks, rating: ratingOf(marks).rating }
    },
  }
}
