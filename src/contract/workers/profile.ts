import { z } from 'zod'
import { messages } from '../common/messages.ts'
import {
  birthDate,
  cardNumber,
  digits,
  fieldError,
  inn,
  limitedText,
  optionalString,
  pastDate,
  personName,
  phone,
  reference,
  requiredString,
  ruledString,
  snils,
  textRules,
} from '../common/rules.ts'
import type { CountryCode } from './enums.ts'
import { genderSchema } from './enums.ts'

/**
 * What a worker sends to register or to update their profile (spec sections 3 and 5). The passport's
 * series and number are only bounded here: their rules depend on the citizenship's country code, which
 * `citizenshipId` alone does not tell; see `workerProfileWithCountry`.
 */
export const workerProfileSchema = z.object({
  lastName: personName(),
  firstName: personName(),
  patronymic: personName({ optional: true }),
  birthDate: birthDate(),
  gender: genderSchema,
  phone: phone(),
  citizenshipId: reference(),
  /** The city whose orders the worker sees (product decisions section 5). */
  cityId: reference(),
  paymentCardNumber: cardNumber(),
  inn: inn(),
  snils: snils(),
  passportSeries: optionalString(4),
  passportNumber: requiredString(9),
  passportIssueDate: pastDate(),
  passportDepartmentCode: digits(6),
  passportIssuedBy: limitedText(100),
  passportBirthPlace: limitedText(100),
  address: requiredString(),
  // A switch: a worker not yet registered as self-employed may still sign up, so false is a valid answer.
  selfEmployed: z.boolean({ error: fieldError(messages.invalid) }),
  fundId: reference(),
  selfEmployedServiceId: reference(),
})
export type WorkerProfileInput = z.infer<typeof workerProfileSchema>

export type PassportRules = {
  /** null where the country's passports have no series: the form hides the field and sends none. */
  series: z.ZodString | null
  number: z.ZodString
  /** The series input's mask, where the spec gives one; the value is sent without it. */
  seriesMask?: string
}

const latinSeries = ruledString([textRules.onlyLatin, textRules.onlyUppercase, textRules.lengthEquals(2)])

const passportRules: Record<CountryCode, PassportRules> = {
  RUS: { series: digits(4), number: digits(6), seriesMask: '## ##' },
  KAZ: {
    series: null,
    number: ruledString([textRules.lengthEquals(9), [(v) => /^N\d{8}$/.test(v), messages.mask]]),
  },
  KGZ: { series: latinSeries, number: digits(7) },
  ARM: { series: latinSeries, number: digits(7) },
  BLR: { series: latinSeries, number: digits(7) },
}

export const passportRulesFor = (countryCode: CountryCode): PassportRules => passportRules[countryCode]

// Optional, so only a non-empty value reaches the rule, and any such value is wrong.
const noSeries = ruledString([[() => false, messages.passportSeriesNotUsed]], { optional: true })

function passportFields(countryCode: CountryCode) {
  const rules = passportRulesFor(countryCode)
  return { passportSeries: rules.series ?? noSeries, passportNumber: rules.number }
}

export type PassportIssues = Partial<Record<'passportSeries' | 'passportNumber', string>>

/** The passport's series and number checked by the country's rules: each failing field with its message. */
export function checkPassport(
  countryCode: CountryCode,
  series: string | null | undefined,
  number: string | null | undefined,
): PassportIssues {
  const fields = passportFields(countryCode)
  const issues: PassportIssues = {}
  const seriesResult = fields.passportSeries.safeParse(series)
  if (!seriesResult.success) issues.passportSeries = seriesResult.error.issues[0]?.message
  const numberResult = fields.passportNumber.safeParse(number)
  if (!numberResult.success) issues.passportNumber = numberResult.error.issues[0]?.message
  return issues
}

/** The profile with the passport rules of a known country, reporting at `passportSeries` / `passportNumber`. */
export const workerProfileWithCountry = (countryCode: CountryCode) =>
  workerProfileSchema.extend(passportFields(countryCode))

/** The form upper-cases the last name's first letter as it is typed (spec section 5). */
export const capitalizeFirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** Staff and the worker alike cannot change the phone proven by SMS at registration. */
export const phoneChangeMessage = 'Телефон в профиле не меняется: он подтверждён по СМС при регистрации'
