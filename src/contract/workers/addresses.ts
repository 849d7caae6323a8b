import { z } from 'zod'
import { messages } from '../common/messages.ts'
import { isSearchTerm, ruledString, searchMinLength, textMaxLength, textRules } from '../common/rules.ts'

/** How many suggestions one lookup answers: a list to choose from, not a search result page. */
export const addressSuggestionLimit = 10

export const addressQuerySchema = z.object({
  query: ruledString([
    [isSearchTerm, messages.minLength(searchMinLength)],
    textRules.maxLength(textMaxLength),
  ]),
})

/**
 * One suggestion of GET /api/self-employed/addresses. `street` is the line down to the street, which the
 * address field completes with its parts (Дом/Владение, Корпус/Строение, Квартира/Офис); the parts are
 * filled when the suggestion already names them.
 */
const addressSuggestionSchema = z.object({
  value: z.string(),
  street: z.string(),
  house: z.string().nullable(),
  building: z.string().nullable(),
  flat: z.string().nullable(),
})
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>

export const addressSuggestionListSchema = z.array(addressSuggestionSchema)

export const addressMessages = {
  unavailable: 'Подсказки адресов сейчас недоступны. Введите адрес вручную',
} as const
