/** The texts of the rules and the consent: the server answers with them, screens and tests use the same. */
export const platformRulesMessages = {
  textRequired: 'Введите текст документа',
  versionRequired: 'Укажите номер версии правил',
  noticeTooShort: (days: number, firstDay: string) =>
    `Новые правила вступают в силу не раньше чем через ${days} дн. после публикации: выберите дату не раньше ${firstDay}`,
  upcomingExists: (version: number, day: string) =>
    `Версия ${version} уже объявлена и вступит в силу ${day}: новую можно опубликовать после этого дня`,
  versionUnknown: 'Такой версии правил нет: обновите страницу',
  versionPassed: 'Эта версия правил уже заменена новой: обновите страницу и примите действующую',
  /** The refusal of a response while the rules in force are not accepted. */
  acceptRulesFirst:
    'Чтобы откликаться на новые заказы, примите действующие правила платформы. Уже взятые заказы вы можете выполнить и получить за них оплату',
  accepted: 'Правила приняты',
  published: 'Новая версия опубликована',
  consentPublished: 'Новая версия согласия опубликована',
  withdrawUnconfirmed: 'Подтвердите, что профиль будет удалён',
  /** The deletion's refusal in the worker's words: an order still open or a payment not yet in the bank. */
  withdrawRefused:
    'Отозвать согласие пока нельзя: сначала завершите взятые заказы и дождитесь выплат по ним. Данные по ним мы храним для исполнения договора',
} as const

export const platformRulesLabels = {
  rules: 'Правила платформы',
  consent: 'Согласие на обработку персональных данных',
  accept: 'Принимаю',
} as const
