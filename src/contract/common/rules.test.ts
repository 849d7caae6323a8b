import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { messages } from './messages.ts'
import * as r from './rules.ts'
import { reports } from './testing/reports.ts'

// Written independently of rules.ts, from the published algorithms.
const digitsOf = (s: string) => s.split('').map(Number)
const weighted = (ds: number[], ws: number[]) => ws.reduce((sum, w, i) => sum + w * ds[i]!, 0)
function withInnControls(first10: string): string {
  const n11 = (weighted(digitsOf(first10), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10
  const n12 = (weighted(digitsOf(first10 + n11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10
  return `${first10}${n11}${n12}`
}
function withLuhn(first15: string): string {
  const sum = digitsOf(first15)
    .reverse()
    .map((d, i) => (i % 2 === 1 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2))
    .reduce((a, b) => a + b, 0)
  return `${first15}${(10 - (sum % 10)) % 10}`
}
const snilsSum = (first9: string) => weighted(digitsOf(first9), [9, 8, 7, 6, 5, 4, 3, 2, 1])
const snilsControl = (sum: number): number => (sum < 100 ? sum : sum <= 101 ? 0 : snilsControl(sum % 101))
const withSnilsControl = (first9: string) =>
  `${first9}${String(snilsControl(snilsSum(first9))).padStart(2, '0')}`
/** The first checked SNILS number (above 001-001-998) whose control sum passes the test. */
function snilsWhoseSum(test: (sum: number) => boolean): string {
  for (let n = 1_001_999; ; n += 7919) {
    const first9 = String(n).padStart(9, '0')
    if (test(snilsSum(first9))) return withSnilsControl(first9)
  }
}
const replaceAt = (s: string, i: number, ch: string) => s.slice(0, i) + ch + s.slice(i + 1)
const otherDigit = (ch: string) => String((Number(ch) + 1) % 10)

describe('messages', () => {
  it('has the texts of spec section 5, its misspelling of «корректное» included', () => {
    expect(messages.maxLength(256)).toBe('Введите не более 256 символов')
    expect(messages.minLength(2)).toBe('Введите не менее 2 символов')
    expect(messages.lengthEquals(12)).toBe('Введите ровно 12 символов')
    expect(messages.minNumber(1)).toBe('Значение должно быть не меньше 1')
    expect(messages.maxNumber(10)).toBe('Значение должно быть не больше 10')
    expect(messages.time).toBe('Введите корретное значение времени')
  })
})

describe('isFilled and required', () => {
  it('follows the spec: empty arrays, objects, blank strings and false fail', () => {
    for (const value of ['', '   ', [], {}, false, null, undefined, Number.NaN, new Date('x')]) {
      expect(r.isFilled(value), JSON.stringify(value)).toBe(false)
    }
    for (const value of ['a', [0], { a: 1 }, true, 0, new Date()]) expect(r.isFilled(value)).toBe(true)
  })
  it('makes any schema reject empty values with the required message', () => {
    reports(r.required(z.boolean()), messages.required, false)
    reports(r.required(z.array(z.number())), messages.required, [])
    reports(r.required(z.record(z.string(), z.number())), messages.required, {})
    reports(r.required(z.boolean()), undefined, true)
  })
})

describe('requiredString and optionalString', () => {
  it('reports blank and missing values as required, other types as invalid', () => {
    reports(r.requiredString(), messages.required, '', '  \t ', undefined, null)
    reports(r.requiredString(), messages.invalid, 5, ['a'])
  })
  it('allows 256 characters by default, or its own maximum', () => {
    reports(r.requiredString(), undefined, 'я'.repeat(256))
    reports(r.requiredString(), messages.maxLength(256), 'я'.repeat(257))
    reports(r.requiredString(4000), undefined, 'a'.repeat(4000))
    reports(r.requiredString(4000), messages.maxLength(4000), 'a'.repeat(4001))
  })
  it('lets an optional string be empty, null or absent but not too long', () => {
    reports(r.optionalString(3), undefined, '', null, undefined, 'abc')
    reports(r.optionalString(3), messages.maxLength(3), 'abcd')
  })
})

describe('phone', () => {
  it('wants the stored form: +79 and nine more digits', () => {
    reports(r.phone(), undefined, '+79161234567', '+79000000000')
    reports(r.phone(), messages.phone, '+7916123456', '+791612345678', '+78161234567', '89161234567')
    reports(r.phone(), messages.phone, '+7 (916) 123-45-67', '79161234567')
    reports(r.phone(), messages.required, '')
  })
})

describe('INN', () => {
  const valid = ['5001007322', '7736050003', '1234567890', '0000000000', '9999999999'].map(withInnControls)
  it('agrees with a published example', () => expect(withInnControls('5001007322')).toBe('500100732259'))
  it('accepts numbers with both control digits right', () => reports(r.inn(), undefined, ...valid))
  it.each([10, 11])('rejects every other digit at control position %i', (position) => {
    for (const value of valid) {
      for (let d = 1; d <= 9; d++) {
        reports(r.inn(), messages.inn, replaceAt(value, position, String((Number(value[position]) + d) % 10)))
      }
    }
  })
  it('reports digits before length, then the check', () => {
    reports(r.inn(), messages.number, '50010073225a', '5001007322 9')
    reports(r.inn(), messages.lengthEquals(12), '7707083893', '5001007322590')
    reports(r.inn(), messages.required, '')
    expect(r.isValidInn('7707083893')).toBe(false)
  })
})

describe('card number', () => {
  const valid = ['411111111111111', '220000000000000', '553691234567890'].map(withLuhn)
  it('agrees with a published test card', () => expect(withLuhn('411111111111111')).toBe('4111111111111111'))
  it('accepts numbers passing Luhn', () => reports(r.cardNumber(), undefined, ...valid))
  it.each(valid)('rejects %s with its last or first digit changed', (value) => {
    reports(r.cardNumber(), messages.card, replaceAt(value, 15, otherDigit(value[15]!)))
    reports(r.cardNumber(), messages.card, replaceAt(value, 0, otherDigit(value[0]!)))
  })
  it('reports digits and length', () => {
    reports(r.cardNumber(), messages.lengthEquals(16), '411111111111111')
    reports(r.cardNumber(), messages.number, '4111 1111 1111 1111')
  })
})

describe('SNILS', () => {
  const cases = {
    'a sum under 100': snilsWhoseSum((s) => s < 100),
    'a sum of 100': snilsWhoseSum((s) => s === 100),
    'a sum of 101': snilsWhoseSum((s) => s === 101),
    'a sum over 101': snilsWhoseSum((s) => s > 101 && s % 101 !== 100),
    'a sum of 201 (remainder 100)': snilsWhoseSum((s) => s === 201),
  }
  it('agrees with a published example', () => expect(withSnilsControl('112233445')).toBe('11223344595'))
  it.each(Object.entries(cases))('checks a number with %s', (_, value) => {
    reports(r.snils(), undefined, value)
    reports(r.snils(), messages.snils, replaceAt(value, 10, otherDigit(value[10]!)))
  })
  it('does not check numbers up to 001-001-998', () => {
    reports(r.snils(), undefined, '00100199899', '00000000100')
    reports(r.snils(), messages.snils, '00100199900')
  })
  it('wants 11 digits without separators', () => {
    reports(r.snils(), messages.number, '112-233-445 95')
    reports(r.snils(), messages.lengthEquals(11), '1122334459')
  })
})

describe('digits', () => {
  it('wants exactly n digits', () => {
    reports(r.digits(6), undefined, '123456', '000000')
    reports(r.digits(6), messages.lengthEquals(6), '12345', '1234567')
    reports(r.digits(6), messages.number, '12a45', '123-456', '12345 ')
  })
})

describe('personName', () => {
  it('accepts Cyrillic names with a hyphen', () =>
    reports(r.personName(), undefined, 'Иван', 'Анна-Мария', 'Ёлкин', 'Ли'))
  it('reports only the first failing rule', () => {
    reports(r.personName(), messages.required, '', '   ')
    reports(r.personName(), messages.noSpaces, ' ivan', 'Иван ')
    reports(r.personName(), messages.name, 'ivan', 'Иван Петров', 'Иван1', 'Ivan')
    reports(r.personName(), messages.uppercaseFirst, 'и', 'иван', '-Иван')
    reports(r.personName(), messages.minLength(2), 'И')
  })
  it('allows 49 and 50 characters, not 51', () => {
    const name = (n: number) => 'Б' + 'а'.repeat(n - 1)
    reports(r.personName(), undefined, name(49), name(50))
    reports(r.personName(), messages.maxLength(50), name(51))
  })
  it('may be optional, with the same rules for a given value', () => {
    reports(r.personName({ optional: true }), undefined, '', null, undefined, 'Ильич')
    reports(r.personName({ optional: true }), messages.uppercaseFirst, 'иванович')
    reports(r.personName({ optional: true }), messages.noSpaces, ' ')
  })
})

describe('limitedText', () => {
  it('accepts letters, digits, . , / - ( ), quotes and spaces only', () => {
    reports(r.limitedText(100), undefined, 'ОУФМС России по г. Москве, отд. "Южное" (12/3-а) «Ё» \'x\'')
    reports(r.limitedText(100), messages.noSpecialSymbols, 'ОВД №5', 'a@b', 'строка\nвторая', 'x;y', 'x_y')
  })
  it('allows 100 characters, not 101; symbols are reported first', () => {
    reports(r.limitedText(100), undefined, 'ж'.repeat(100))
    reports(r.limitedText(100), messages.maxLength(100), 'ж'.repeat(101))
    reports(r.limitedText(100), messages.noSpecialSymbols, '@'.repeat(101))
  })
})

describe('numbers', () => {
  it('checks an integer and its bounds', () => {
    const count = r.integer({ min: 1, max: 10 })
    reports(count, undefined, 1, 10)
    reports(count, messages.minNumber(1), 0)
    reports(count, messages.maxNumber(10), 11)
    reports(count, messages.number, 0.5, '5')
    reports(count, messages.required, Number.NaN, undefined, null)
  })
  it('lets a decimal have a fraction', () => {
    reports(r.decimal({ min: 0 }), undefined, 0, 1.25)
    reports(r.decimal({ min: 0 }), messages.minNumber(0), -0.01)
    reports(r.decimal({ min: 0 }), messages.float, '1.25')
  })
  it('wants a reference to be a positive integer', () => {
    reports(r.reference(), undefined, 1)
    reports(r.reference(), messages.minNumber(1), 0, -3)
    reports(r.reference(), messages.required, null)
  })
})

describe('masks', () => {
  const date = '##-##-####'
  const phoneMask = '+# (###) ###-##-##'
  it('counts the typed characters of a mask', () => {
    expect([date, phoneMask, '###-###-### ##'].map(r.maskedLength)).toEqual([8, 11, 11])
  })
  it('takes a value as shown or without the literals', () => {
    for (const value of ['12-03-2024', '12032024']) expect(r.lengthMatchesMask(value, date)).toBe(true)
    for (const value of ['12-03-202', '12-03-20245', '']) expect(r.lengthMatchesMask(value, date)).toBe(false)
    expect(r.lengthMatchesMask('+7 (916) 123-45-67', phoneMask)).toBe(true)
    expect(r.lengthMatchesMask('+79161234567', phoneMask)).toBe(true)
    expect(r.lengthMatchesMask('+7 (916) 123-45', phoneMask)).toBe(false)
  })
  it('reports an incomplete value with the mask message', () => {
    reports(r.ruledString([r.textRules.mask('###-###')]), undefined, '123-456')
    reports(r.ruledString([r.textRules.mask('###-###')]), messages.mask, '123-45')
  })
})

describe('ruledString', () => {
  it('reports the rules in their order', () => {
    const series = r.ruledString([
      r.textRules.onlyLatin,
      r.textRules.onlyUppercase,
      r.textRules.lengthEquals(2),
    ])
    reports(series, undefined, 'AB')
    reports(series, messages.onlyLatin, 'АВ', 'A1')
    reports(series, messages.onlyUppercase, 'ab', 'Ab')
    reports(series, messages.lengthEquals(2), 'ABC')
  })
})

describe('NUL characters', () => {
  it('are refused in every text, ruled or plain, as PostgreSQL cannot store them', () => {
    reports(r.requiredString(), messages.noSpecialSymbols, 'а\u0000б', '\u0000')
    reports(r.optionalString(), messages.noSpecialSymbols, 'а\u0000')
    reports(r.personName(), messages.noSpecialSymbols, 'Иван\u0000')
    reports(r.text(), messages.noSpecialSymbols, '\u0000', 'поиск\u0000')
    reports(r.text(), undefined, '', 'поиск', 'строка\nс переводом')
  })
})

describe('lone UTF-16 surrogates', () => {
  it('are refused in every text, as jsonb cannot store them, while a pair (an emoji) passes', () => {
    reports(r.requiredString(), messages.noSpecialSymbols, '\ud800', 'а\udc00', '\ud83dб', 'б\ude00\ud83d')
    reports(r.optionalString(), messages.noSpecialSymbols, 'а\udfff')
    reports(r.personName(), messages.noSpecialSymbols, 'Иван\ud800')
    reports(r.text(), messages.noSpecialSymbols, '\ud800', '\udc00поиск')
    reports(r.requiredString(), undefined, '😀', 'Смены 😀 𝕏')
    reports(r.text(), undefined, '😀')
  })
})
