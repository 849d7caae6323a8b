import { addressQuerySchema, addressSuggestionListSchema } from './addresses.ts'
import { workerProfileSchema } from './profile.ts'
import { workerMeSchema, workerSchema } from './worker.ts'

export default {
  me: { summary: 'Текущий исполнитель', response: workerMeSchema },
  updateProfile: {
    summary: 'Исполнитель меняет свой профиль',
    body: workerProfileSchema,
    response: workerSchema,
  },
  addresses: {
    summary: 'Подсказки адреса (от 3 символов)',
    query: addressQuerySchema,
    response: addressSuggestionListSchema,
  },
}
