/**
 * Validation messages of spec section 5, letter for letter: forms show them and the server answers
 * with them, so both sides must produce the very same text.
 */

const incorrectValue = 'Введите корректное значение'

export const messages = {
  required: 'Поле не должно быть пустым',
  maxLength: (n: number) => `Введите не более ${n} символов`,
  minLength: (n: number) => `Введите не менее ${n} символов`,
  lengthEquals: (n: number) => `Введите ровно ${n} символов`,
  phone: 'Номер телефона должен соответствовать формату +7 (9##) ###-##-##',
  number: 'Поле должно содержать только целые числа',
  /** The spec names a float rule without its text; this one is ours. */
  float: 'Поле должно содержать число',
  inn: 'Некорректный ИНН',
  card: 'Некорректный номер банковской карты',
  snils: 'Некорректный СНИЛС',
  noSpaces: 'Не допускаются пробелы в начале и конце строки',
  noSpecialSymbols: 'Используются недопустимые символы',
  onlyLatin: 'Допустимы только латинские символы',
  onlyUppercase: 'Допустимы только заглавные символы',
  uppercaseFirst: 'Первый символ должен быть заглавным',
  /** The spec lists the name rule (Cyrillic letters and hyphen) with an empty message; this one is ours. */
  name: 'Допустимы только русские буквы и дефис',
  /** The spec lists minNumber / maxNumber with empty messages; these are ours. */
  minNumber: (n: number) => `Значение должно быть не меньше ${n}`,
  maxNumber: (n: number) => `Значение должно быть не больше ${n}`,
  date: 'Введите корректное значение даты',
  future: 'Дата не может быть указана в будущем',
  adult: 'Вы должны достигнуть возраста 16 лет',
  maxAge: 'Максимальный возраст - 100 лет',
  /** «корретное» is misspelt in the spec; kept so the product shows exactly what the spec says. */
  time: 'Введите корретное значение времени',
  mask: incorrectValue,
  /** A value of the wrong JSON type cannot come from a form, so the spec's generic text is enough. */
  invalid: incorrectValue,
  /** Ours: Kazakh passports have no series, so a series sent for one is a mistake of the client. */
  passportSeriesNotUsed: 'Серия паспорта для этого гражданства не указывается',
} as const
