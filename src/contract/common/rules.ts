import { z } from 'zod'
import './zod-locale.ts'
import { isIsoDate } from './calendar.ts'
import { maxId } from './ids.ts'
import { messages } from './messages.ts'

export { earliestYear, isIsoDate, latestYear } from './calendar.ts'
export { isSearchTerm, searchMinLength } from './search-term.ts'

/** Spec section 9. */
export const adultAge = 16
export const maxAge = 100
export const textMaxLength = 256
export const textareaMaxLength = 4000

/** A test and the message it reports. A list of rules reports only its first failure, so order is precedence. */
export type Rule<T> = readonly [test: (value: T) => boolean, message: string]

function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const failed = rules.find(([test]) => !test(value))
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] })
  }
}

/** Spec: empty arrays, objects, blank strings and false booleans fail. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false
  if (typeof value === 'string') return value.trim() !== ''
  // An emptied number input yields NaN.
  if (typeof value === 'number') return !Number.isNaN(value)
  if (Array.isArray(value)) return value.length > 0
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/** The spec's required rule on top of any schema (`required(z.boolean())` rejects false). */
export function required<T extends z.ZodType>(schema: T): T {
  return schema.refine(isFilled, { error: messages.required })
}

/**
 * The `error` of a base schema: a missing value (absent key, null, the NaN of an emptied number input) is
 * reported as required, anything else the type rejects with `message`.
 */
export function fieldError(message: string) {
  return (issue: { input?: unknown }) => (isFilled(issue.input) ? message : messages.required)
}

/* Predicates */

const charCount = (value: string) => [...value].length
const isDigits = (value: string) => /^\d+$/.test(value)

/** Stored form of spec section 3: a plus and 11 digits, and the mask fixes them to 7 9##. */
export const isValidPhone = (value: string) => /^\+79\d{9}$/.test(value)

const controlDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10

/** A person's INN: 12 digits, the 11th and 12th are control digits over the ones before them. */
export function isValidInn(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false
  const d = [...value].map(Number)
  return (
    controlDigit(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    controlDigit(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  )
}

/** 16 digits passing the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  if (!/^\d{16}$/.test(value)) return false
  const sum = [...value].reverse().reduce((acc, ch, i) => {
    const doubled = Number(ch) * (i % 2 === 1 ? 2 : 1)
    return acc + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}

/** 11 digits: a 9-digit number and its 2-digit control number. */
export function isValidSnils(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false
  // The Pension Fund issued numbers up to 001-001-998 before the control number existed.
  if (Number(value.slice(0, 9)) <= 1_001_998) return true
  const sum = [...value.slice(0, 9)].reduce((acc, ch, i) => acc + Number(ch) * (9 - i), 0)
  const rest = sum % 101
  return (rest === 100 ? 0 : rest) === Number(value.slice(9))
}

/** The local calendar date: a date typed by a person means their day, not the UTC one. */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Whole years from `birth` to `on` (both ISO dates). A 29 February birthday comes on 1 March in common
 * years, as the month-and-day comparison gives.
 */
function yearsBetween(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4))
  return on.slice(5) < birth.slice(5) ? years - 1 : years
}

/** Masks are written as in the spec: `#` for each typed character, anything else is a literal. */
export function maskedLength(mask: string): number {
  return [...mask].filter((ch) => ch === '#').length
}

/**
 * The spec's mask rule: the value fills every `#`. It may be held as shown (`12-03-2024`) or without the
 * mask's literals (`12032024`, or `+79161234567` for the phone mask), so the literals are not counted.
 */
export function lengthMatchesMask(value: string, mask: string): boolean {
  const literals = new Set([...mask].filter((ch) => ch !== '#'))
  return [...value].filter((ch) => !literals.has(ch)).length === maskedLength(mask)
}

/* Rules of spec section 5, to compose with ruledString */

const noSpecialSymbols = /^[A-Za-zА-Яа-яЁё0-9.,/\-() "'«»]*$/

/** A UTF-16 surrogate with no partner: no character, which jsonb refuses and text would store as U+FFFD. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

/**
 * Text PostgreSQL stores as sent: no NUL character, which text cannot hold, and no lone surrogate. No person
 * types either, so both are refused like any stray symbol.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value)

export const textRules = {
  storable: [isStorableText, messages.noSpecialSymbols],
  required: [isFilled, messages.required],
  maxLength: (n: number): Rule<string> => [(v) => charCount(v) <= n, messages.maxLength(n)],
  minLength: (n: number): Rule<string> => [(v) => charCount(v) >= n, messages.minLength(n)],
  lengthEquals: (n: number): Rule<string> => [(v) => charCount(v) === n, messages.lengthEquals(n)],
  number: [isDigits, messages.number],
  phone: [isValidPhone, messages.phone],
  inn: [isValidInn, messages.inn],
  card: [isValidCardNumber, messages.card],
  snils: [isValidSnils, messages.snils],
  noSpaces: [(v) => v.trim() === v, messages.noSpaces],
  noSpecialSymbols: [(v) => noSpecialSymbols.test(v), messages.noSpecialSymbols],
  onlyLatin: [(v) => /^[A-Za-z]*$/.test(v), messages.onlyLatin],
  onlyUppercase: [(v) => v === v.toUpperCase(), messages.onlyUppercase],
  // A character that lowercasing changes is an uppercase letter; digits and hyphens are not.
  uppercaseFirst: [(v) => v.charAt(0) !== v.charAt(0).toLowerCase(), messages.uppercaseFirst],
  name: [(v) => /^[А-Яа-яЁё-]*$/.test(v), messages.name],
  mask: (mask: string): Rule<string> => [(v) => lengthMatchesMask(v, mask), messages.mask],
  date: [isIsoDate, messages.date],
  notFuture: [(v) => v <= today(), messages.future],
  adult: [(v) => yearsBetween(v, today()) >= adultAge, messages.adult],
  maxAge: [(v) => yearsBetween(v, today()) < maxAge, messages.maxAge],
  time: [(v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), messages.time],
} as const satisfies Record<string, Rule<string> | ((arg: never) => Rule<string>)>

type Optionality = { optional?: boolean }
type Optional = z.ZodOptional<z.ZodNullable<z.ZodString>>

/**
 * A string checked by `rules`, reporting the first failure. Required unless `optional`: then an empty
 * string, null or an absent value pass and the rules apply to anything else.
 */
export function ruledString(rules: readonly Rule<string>[], options: { optional: true }): Optional
export function ruledString(rules: readonly Rule<string>[], options?: { optional?: false }): z.ZodString
export function ruledString(rules: readonly Rule<string>[], options?: Optionality): z.ZodString | Optional
export function ruledString(rules: readonly Rule<string>[], { optional = false }: Optionality = {}) {
  const base = z.string({ error: fieldError(messages.invalid) })
  if (!optional) return base.superRefine(firstFailing([textRules.storable, textRules.required, ...rules]))
  return base
    .superRefine((value, ctx) => {
      if (value !== '') firstFailing([textRules.storable, ...rules])(value, ctx)
    })
    .nullish()
}

/**
 * Any other string the API takes (a search, a token, a sort): the base every request's text is built on, so no
 * text field of any call lets a NUL character or a lone surrogate through to the database.
 */
export const text = () => z.string().refine(isStorableText, { error: messages.noSpecialSymbols })

export const requiredString = (max = textMaxLength) => ruledString([textRules.maxLength(max)])
export const optionalString = (max = textMaxLength) =>
  ruledString([textRules.maxLength(max)], { optional: true })

const digitRules = (n: number) => [textRules.number, textRules.lengthEquals(n)]

export const digits = (n: number) => ruledString(digitRules(n))
export const phone = () => ruledString([textRules.phone])
export const inn = () => ruledString([...digitRules(12), textRules.inn])
export const cardNumber = () => ruledString([...digitRules(16), textRules.card])
/** On the wire without the `###-###-### ##` mask's separators. */
export const snils = () => ruledString([...digitRules(11), textRules.snils])

const nameRules = [
  textRules.noSpaces,
  textRules.name,
  textRules.uppercaseFirst,
  textRules.minLength(2),
  textRules.maxLength(50),
]

/** Last, first or middle name (spec section 5, worker profile fields). */
export function personName(options: { optional: true }): Optional
export function personName(options?: { optional?: false }): z.ZodString
export function personName(options: Optionality = {}) {
  return ruledString(nameRules, options)
}

/** Free text limited to the spec's noSpecialSymbols set, such as a passport's issuing authority. */
export const limitedText = (max = textMaxLength) =>
  ruledString([textRules.noSpecialSymbols, textRules.maxLength(max)])

export const isoDate = () => ruledString([textRules.date])
export const pastDate = () => ruledString([textRules.date, textRules.notFuture])
export const birthDate = () =>
  ruledString([textRules.date, textRules.notFuture, textRules.adult, textRules.maxAge])
export const time = () => ruledString([textRules.time])

type Bounds = { min?: number; max?: number }

function boundRules({ min, max }: Bounds): Rule<number>[] {
  return [
    ...(min === undefined ? [] : [[(v: number) => v >= min, messages.minNumber(min)] as const]),
    ...(max === undefined ? [] : [[(v: number) => v <= max, messages.maxNumber(max)] as const]),
  ]
}

export const integer = (bounds: Bounds = {}) =>
  z
    .number({ error: fieldError(messages.number) })
    .superRefine(firstFailing([[Number.isInteger, messages.number], ...boundRules(bounds)]))

/** A number that may have a fraction (the spec's float setting of the number field). */
export const decimal = (bounds: Bounds = {}) =>
  z.number({ error: fieldError(messages.float) }).superRefine(firstFailing(boundRules(bounds)))

/** A positive integer id chosen from a list (citizenship, city, fund, position), bounded as every id is. */
export const reference = () => integer({ min: 1, max: maxId })
