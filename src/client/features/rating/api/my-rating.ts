import { ratingEndpoints as calls } from '#contract/rating/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** The worker's own marks and rating: «Как считается рейтинг» (decision 110). */
export const myRatingQueryOptions = endpointQuery(calls.my)
