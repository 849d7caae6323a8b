/** Product decisions section 3: the spec's constants 4 and 30000 are the code length and resend delay. */
export const smsCode = {
  length: 4,
  lifetimeSeconds: 5 * 60,
  /** Wrong tries at one code from one client network (decision 070). */
  maxWrongTries: 5,
  /**
   * Wrong codes one client network may enter for a phone in a Moscow day, over all its codes (decisions 019 and
   * 070): without it every new code brought five more tries, 50 guesses a day with the daily 10 codes.
   */
  maxWrongTriesPerDay: 10,
  /**
   * Wrong codes for a phone in a Moscow day from every network together (decision 070). Past it, only the
   * network that asked the phone's latest code may still enter one: guessing stays bounded, and the owner's
   * own device still signs in.
   */
  phoneWrongTriesCeiling: 20,
  resendDelayMs: 30_000,
} as const

export const smsMessages = {
  employeeNotFound: 'Сотрудник с таким номером телефона не найден',
  workerNotFound: 'Исполнитель с таким номером телефона не найден. Зарегистрируйтесь',
  workerDeleted: 'Профиль исполнителя удалён. Вход невозможен',
  alreadyRegistered: 'Этот номер телефона уже зарегистрирован. Войдите по нему',
  resendTooEarly: (seconds: number) => `Новый код можно запросить через ${seconds} с`,
  minutelyLimit: 'Превышен лимит отправки СМС в минуту. Попробуйте через минуту',
  dailyLimit: 'Превышен дневной лимит отправки СМС. Попробуйте завтра',
  phoneDailyLimit: 'Для этого номера исчерпан дневной лимит СМС. Попробуйте завтра',
  noCode: 'Код не запрашивался или уже использован. Запросите новый код',
  expired: 'Срок действия кода истёк. Запросите новый код',
  wrongCode: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  tooManyTries: 'Превышено число попыток ввода кода. Запросите новый код',
  phonePaused: 'Слишком много неверных кодов для этого номера. Попробуйте завтра',
  codeFormat: `Код состоит из ${smsCode.length} цифр`,
} as const

export const sessionMessages = {
  refreshInvalid: 'Сессия недействительна. Войдите снова',
  registrationRequired: 'Подтвердите номер телефона кодом из СМС',
  registrationExpired: 'Подтверждение телефона устарело. Запросите код снова',
} as const
