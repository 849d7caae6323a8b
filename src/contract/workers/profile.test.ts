import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { messages } from '../common/messages.ts'
import { isValidCardNumber, isValidInn, isValidSnils } from '../common/rules.ts'
import { addressPartLabels, countryCodeSchema, genderLabels, genderSchema } from './enums.ts'
import {
  capitalizeFirst,
  checkPassport,
  passportRulesFor,
  workerProfileSchema,
  workerProfileWithCountry,
  type WorkerProfileInput,
} from './profile.ts'

/** Every issue as path → message, so a test sees which field failed and why. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const issues = schema.safeParse(value).error?.issues ?? []
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))
}

// Published examples; rules.test.ts shows they come out of the INN, Luhn and SNILS algorithms.
const profile: WorkerProfileInput = {
  lastName: 'Иванов',
  firstName: 'Пётр',
  patronymic: 'Сергеевич',
  birthDate: '1990-04-12',
  gender: 'M',
  phone: '+79161234567',
  citizenshipId: 1,
  cityId: 3,
  paymentCardNumber: '4111111111111111',
  inn: '500100732259',
  snils: '11223344595',
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssueDate: '2010-05-20',
  passportDepartmentCode: '770001',
  passportIssuedBy: 'ОВД района Южное, г. Москва',
  passportBirthPlace: 'г. Тверь',
  address: 'г. Москва, ул. Ленина, д. 1, кв. 2',
  selfEmployed: false,
  fundId: 2,
  selfEmployedServiceId: 5,
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(2026, 4, 15, 12))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('workerProfileSchema', () => {
  it('accepts a complete profile as it is', () => {
    expect([isValidInn(profile.inn), isValidCardNumber(profile.paymentCardNumber)]).toEqual([true, true])
    expect(isValidSnils(profile.snils)).toBe(true)
    expect(workerProfileSchema.parse(profile)).toEqual(profile)
  })

  const requiredFields = Object.keys(profile).filter(
    (field) => field !== 'patronymic' && field !== 'passportSeries',
  )
  it.each(requiredFields)('reports a missing %s as required', (field) => {
    expect(issuesOf(workerProfileSchema, { ...profile, [field]: undefined })).toEqual({
      [field]: messages.required,
    })
  })

  it.each([[undefined], [null], ['']])('lets the patronymic be %j', (patronymic) => {
    expect(issuesOf(workerProfileSchema, { ...profile, patronymic })).toEqual({})
  })

  it('reports each wrong field at its path with its own message', () => {
    const wrong = {
      ...profile,
      lastName: 'иванов',
      firstName: 'P',
      patronymic: 'Сергеевич ',
      birthDate: '2011-01-01',
      gender: 'X',
      phone: '+7 (916) 123-45-67',
      citizenshipId: 0,
      paymentCardNumber: '4111111111111112',
      inn: '500100732258',
      snils: '11223344596',
      passportIssueDate: '2026-05-16',
      passportDepartmentCode: '770-001',
      passportIssuedBy: 'ОВД №1',
      passportBirthPlace: 'ж'.repeat(101),
      address: ' ',
      fundId: 1.5,
    }
    expect(issuesOf(workerProfileSchema, wrong)).toEqual({
      lastName: messages.uppercaseFirst,
      firstName: messages.name,
      patronymic: messages.noSpaces,
      birthDate: messages.adult,
      gender: messages.invalid,
      phone: messages.phone,
      citizenshipId: messages.minNumber(1),
      paymentCardNumber: messages.card,
      inn: messages.inn,
      snils: messages.snils,
      passportIssueDate: messages.future,
      passportDepartmentCode: messages.number,
      passportIssuedBy: messages.noSpecialSymbols,
      passportBirthPlace: messages.maxLength(100),
      address: messages.required,
      fundId: messages.number,
    })
  })

  it('allows issuedBy and birthPlace of 100 characters and an address of 256', () => {
    const long = { passportIssuedBy: 'ж'.repeat(100), passportBirthPlace: 'ж'.repeat(100) }
    expect(issuesOf(workerProfileSchema, { ...profile, ...long, address: 'ж'.repeat(256) })).toEqual({})
    expect(issuesOf(workerProfileSchema, { ...profile, address: 'ж'.repeat(257) })).toEqual({
      address: messages.maxLength(256),
    })
  })

  it('checks the birth date against today', () => {
    expect(issuesOf(workerProfileSchema, { ...profile, birthDate: '2010-05-15' })).toEqual({})
    expect(issuesOf(workerProfileSchema, { ...profile, birthDate: '2010-05-16' })).toEqual({
      birthDate: messages.adult,
    })
    expect(issuesOf(workerProfileSchema, { ...profile, birthDate: '1926-05-15' })).toEqual({
      birthDate: messages.maxAge,
    })
  })

  it('accepts a self-employed worker and reports a non-boolean switch', () => {
    expect(issuesOf(workerProfileSchema, { ...profile, selfEmployed: true })).toEqual({})
    expect(issuesOf(workerProfileSchema, { ...profile, selfEmployed: 'да' })).toEqual({
      selfEmployed: messages.invalid,
    })
  })
})

describe('passport rules by country', () => {
  it.each([
    ['RUS', '4510', '123456'],
    ['KAZ', '', 'N12345678'],
    ['KAZ', null, 'N12345678'],
    ['KAZ', undefined, 'N12345678'],
    ['KGZ', 'AN', '1234567'],
    ['ARM', 'AB', '1234567'],
    ['BLR', 'MP', '1234567'],
  ] as const)('accepts %s series %j number %s', (country, series, number) => {
    expect(checkPassport(country, series, number)).toEqual({})
  })

  it.each([
    ['RUS', '451', '123456', { passportSeries: messages.lengthEquals(4) }],
    ['RUS', '45 10', '123456', { passportSeries: messages.number }],
    ['RUS', '4510', '12345', { passportNumber: messages.lengthEquals(6) }],
    ['RUS', '', '', { passportSeries: messages.required, passportNumber: messages.required }],
    ['KAZ', 'AB', 'N12345678', { passportSeries: messages.passportSeriesNotUsed }],
    ['KAZ', '', 'N1234567', { passportNumber: messages.lengthEquals(9) }],
    ['KAZ', '', '123456789', { passportNumber: messages.mask }],
    ['KAZ', '', 'n12345678', { passportNumber: messages.mask }],
    ['KGZ', 'ab', '1234567', { passportSeries: messages.onlyUppercase }],
    ['ARM', 'АВ', '1234567', { passportSeries: messages.onlyLatin }],
    [
      'BLR',
      'M',
      '123456',
      { passportSeries: messages.lengthEquals(2), passportNumber: messages.lengthEquals(7) },
    ],
    ['BLR', undefined, '12345A7', { passportSeries: messages.required, passportNumber: messages.number }],
  ] as const)('%s series %j number %j', (country, series, number, issues) => {
    expect(checkPassport(country, series, number)).toEqual(issues)
  })

  it('tells the form which inputs to show', () => {
    expect(passportRulesFor('RUS').seriesMask).toBe('## ##')
    expect(passportRulesFor('KAZ').series).toBeNull()
    for (const country of countryCodeSchema.options) expect(passportRulesFor(country).number).toBeDefined()
  })

  it('reports the country rules at the profile fields', () => {
    const kaz = workerProfileWithCountry('KAZ')
    expect(issuesOf(kaz, profile)).toEqual({
      passportSeries: messages.passportSeriesNotUsed,
      passportNumber: messages.lengthEquals(9),
    })
    expect(issuesOf(kaz, { ...profile, passportSeries: undefined, passportNumber: 'N12345678' })).toEqual({})
    expect(issuesOf(workerProfileWithCountry('RUS'), profile)).toEqual({})
    expect(issuesOf(workerProfileWithCountry('BLR'), { ...profile, lastName: '' })).toEqual({
      lastName: messages.required,
      passportSeries: messages.onlyLatin,
      passportNumber: messages.lengthEquals(7),
    })
  })
})

describe('enums and helpers', () => {
  it('labels the enums in Russian', () => {
    expect(genderLabels).toEqual({ M: 'Мужской', F: 'Женский' })
    expect(genderSchema.options).toEqual(['M', 'F'])
    expect(countryCodeSchema.options).toEqual(['RUS', 'KAZ', 'KGZ', 'BLR', 'ARM'])
    expect(Object.values(addressPartLabels)).toEqual(['Дом/Владение', 'Корпус/Строение', 'Квартира/Офис'])
  })

  it.each([
    ['иванов', 'Иванов'],
    ['ёлкин', 'Ёлкин'],
    ['Петров', 'Петров'],
    ['', ''],
  ])('capitalises %j as %j', (value, expected) => {
    expect(capitalizeFirst(value)).toBe(expected)
  })
})
