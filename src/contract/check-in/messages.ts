import { checkInRules } from './rules.ts'

/** The Russian texts of check-in and check-out (issue 25), for the server, the screens and the tests. */
export const checkInMessages = {
  codeFormat: 'Код — это шесть цифр с экрана магазина',
  wrongCode: 'Код не подходит: проверьте цифры на экране магазина',
  expiredCode: 'Код устарел: введите цифры, которые сейчас на экране магазина',
  otherShop: 'Это код другого магазина',
  positionPair: 'Нужны обе координаты или ни одной',
  latitude: 'Широта — число от −90 до 90',
  longitude: 'Долгота — число от −180 до 180',
  notYours: 'Заказ не найден',
  notConfirmed: 'Отметиться можно только на подтверждённом вами заказе',
  finished: 'Заказ уже завершён: отметка не принята',
  tooEarly: `Отметить приход можно не раньше чем за ${checkInRules.opensBeforeStartMinutes} минут до начала смены`,
  afterEnd: 'Смена уже закончилась: приход не отметить',
  inFuture: 'Время отметки ещё не наступило: проверьте часы на телефоне',
  secondCheckIn: 'Приход на эту смену уже отмечен',
  noCheckIn: 'Сначала отметьте приход на смену',
  secondCheckOut: 'Уход с этой смены уже отмечен',
  beforeCheckIn: 'Уход не может быть раньше прихода',
  tooLate: `Уход можно отметить не позже чем через ${checkInRules.closesAfterEndHours} часа после конца смены`,
  shopNotFound: 'Магазин не найден',
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

export const checkVerifications = ['CODE', 'POSITION', 'NONE'] as const
export type CheckVerification = (typeof checkVerifications)[number]

export const checkVerificationLabels: Record<CheckVerification, string> = {
  CODE: 'по коду магазина',
  POSITION: 'по местоположению',
  NONE: 'без подтверждения',
}

export const possibleNoShowLabel = 'Возможная неявка'
