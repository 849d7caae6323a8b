import { z } from 'zod'
import type { MyRating } from './rating.ts'

const myRatingSchema = z.object({
  marks: z.array(z.object({ mark: z.number().int().min(1).max(5), count: z.number().int().min(0) })),
  rating: z.number().nullable(),
}) satisfies z.ZodType<MyRating>

export default {
  my: { summary: 'Мой рейтинг: сколько каких оценок и средняя из них', response: myRatingSchema },
}
