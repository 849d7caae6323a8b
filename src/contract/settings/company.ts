import { z } from 'zod'
import { isValidInn, requiredString, ruledString, textRules } from '../common/rules.ts'

export const companyMessages = {
  inn: 'ИНН компании — 10 цифр (организация) или 12 цифр (ИП) с верными контрольными цифрами',
} as const

/** An organisation's INN: 10 digits, the last a control digit over the nine before it. */
function isValidOrganisationInn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const digits = [...value].map(Number)
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8]
  const control = (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10
  return control === digits[9]
}

/** The buyer in the workers' receipts: an organisation (10 digits) or an individual entrepreneur (12). */
export const isValidCompanyInn = (value: string) => isValidOrganisationInn(value) || isValidInn(value)

/**
 * The company that pays the workers (`GET/POST /api/settings/company`): its INN must stand as the buyer's in
 * every receipt (decision 030).
 */
export const companySchema = z.object({
  name: requiredString(200),
  inn: ruledString([textRules.number, [isValidCompanyInn, companyMessages.inn]]),
})
export type Company = z.infer<typeof companySchema>

/** The stored company as answered: both empty on a fresh installation. */
export const companyAnswerSchema = z.object({ name: z.string(), inn: z.string() })

/** What a fresh installation answers until an admin fills the company in. */
export const noCompany: Company = { name: '', inn: '' }
