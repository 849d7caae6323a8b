import { addressQuerySchema, addressSuggestionListSchema } from './addresses.ts'
import { workerProfileSchema } from './profile.ts'
import { workerMeSchema, workerSchema } from './worker.ts'

export default {
  me: { response: workerMeSchema },
  updateProfile: { body: workerProfileSchema, response: workerSchema },
  addresses: { query: addressQuerySchema, response: addressSuggestionListSchema },
}
