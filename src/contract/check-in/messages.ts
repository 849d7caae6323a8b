import { checkInRules } from './rules.ts'

/** The Russian texts of check-in and check-out (issue 25), for the server, the screens and the tests. */
export const checkInMessages = {
  codeFormat: 'Код — это шесть цифр с экрана магазина',
  /** One answer for a code that never was the shop's and for one of another minute: neither tells which. */
  wrongCode: 'Код не подходит: введите цифры, которые сейчас на экране магазина',
  orderCodesSpent: `${checkInRules.wrongCodesPerOrder} неверных кодов по этому заказу: код больше не принимается. Отметьтесь без кода — отметку проверит сотрудник`,
  workerCodesSpent: `Сегодня введено ${checkInRules.wrongCodesPerWorkerDay} неверных кодов: до завтра код не принимается. Отметьтесь без кода — отметку проверит сотрудник`,
  otherShop: 'Это код другого магазина',
  positionPair: 'Нужны обе координаты или ни одной',
  latitude: 'Широта — число от −90 до 90',
  longitude: 'Долгота — число от −180 до 180',
  notYours: 'Заказ не найден',
  notConfirmed: 'Отметиться можно только на подтверждённом вами заказе',
  finished: 'Заказ уже завершён: отметка не принята',
  /** `opensAt` is the shop's time `DD-MM-YYYY, HH:mm`. */
  tooEarly: (opensAt: string) => `Рано: отметить приход на эту смену можно с ${opensAt}`,
  afterEnd: 'Смена уже закончилась: приход не отметить',
  inFuture: 'Время отметки ещё не наступило: проверьте часы на телефоне',
  tooOld: `Отметка пролежала на телефоне больше ${checkInRules.offlineMaxHours} часов и не принята: время смены укажет сотрудник`,
  secondCheckIn: 'Приход на эту смену уже отмечен',
  noCheckIn: 'Сначала отметьте приход на смену',
  secondCheckOut: 'Уход с этой смены уже отмечен',
  beforeCheckIn: 'Уход не может быть раньше прихода',
  /** `startsAt` is the shop's time `DD-MM-YYYY, HH:mm`. */
  beforeStart: (startsAt: string) => `Смена ещё не началась: уход можно отметить после ${startsAt}`,
  tooLate: `Уход можно отметить не позже чем через ${checkInRules.closesAfterEndHours} часа после конца смены`,
  shopNotFound: 'Магазин не найден',
  screenTokenFormat: 'Ссылка на экран магазина неполная: откройте её заново из справочника магазинов',
  screenRevoked: 'Экран магазина отключён: ссылка заменена новой или секрет магазина сменён',
  noCheckOut: 'Уход с этой смены ещё не отмечен',
  notShopCode: 'Это не QR-код магазина для отметок',
  /** The phone cannot keep a check for later without a signed-in worker to send it for. */
  signInToKeep: 'Войдите снова, чтобы отметиться',
} as const

/** What the camera scanner says when it reads nothing useful (the shared QR scanner's messages). */
export const shopCodeScanMessages = {
  noCode: 'QR-код не найден: наведите камеру на экран магазина или введите цифры',
  notImage: 'Это не изображение: выберите снимок экрана магазина',
  noCamera: 'Камера недоступна: введите шесть цифр под QR-кодом',
} as const

/** Only CODE proves presence; a position is what the phone says, which any phone can say (decision 065). */
export const checkVerifications = ['CODE', 'POSITION_REPORTED', 'NONE'] as const
export type CheckVerification = (typeof checkVerifications)[number]

export const checkVerificationLabels: Record<CheckVerification, string> = {
  CODE: 'по коду магазина',
  POSITION_REPORTED: 'по данным телефона',
  NONE: 'без подтверждения',
}

/** The shop screen's dialog in the shops dictionary (decision 066). */
export const shopScreenTexts = {
  about:
    'Экран магазина показывает код, который меняется каждую минуту. Откройте ссылку на устройстве магазина: входить в приложение там не нужно, ссылка даёт только коды этого магазина.',
  replaces: 'Экран, открытый по прежней ссылке, перестанет показывать код.',
  shownOnce: 'Ссылка показывается один раз: откройте её на устройстве магазина или скопируйте',
  rotates:
    'Коды, которые уже показаны, перестанут приниматься, экран магазина отключится. Затем создайте новую ссылку для экрана.',
  rotated: 'Секрет сменён: создайте новую ссылку для экрана магазина',
} as const

/** What staff read of a check-out long after the end, and the button that counts the time after the end. */
export const lateCheckOutTexts = {
  flag: (minutes: number) => `Уход через ${minutes} мин после конца смены: время после конца не засчитано`,
  counted: (minutes: number) => `Уход через ${minutes} мин после конца смены: время засчитано`,
  count: 'Засчитать время после конца',
} as const

export const possibleNoShowLabel = 'Возможная неявка'
