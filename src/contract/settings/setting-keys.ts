// Plain data, no zod: the endpoint declarations and the journals name the settings without loading schemas.

/** Administration settings with the values a fresh installation starts from. */
export const settingsDefaults = {
  blockDurationDays: 30,
  confirmationDeadlineHours: 12,
  smsMinutelyLimit: 60,
  smsDailyLimit: 3000,
  maxPaymentSum: '30000.00',
  checkInOpensMinutes: 30,
  rulesNoticeDays: 10,
  appealDays: 5,
  consecutiveMonths: 6,
  hoursPerMonth: 160,
  pauseMonths: 2,
} as const

export type SettingKey = keyof typeof settingsDefaults

export const settingLabels: Record<SettingKey, string> = {
  blockDurationDays: 'Срок блокировки, дней',
  confirmationDeadlineHours: 'Срок подтверждения заказа исполнителем, часов',
  smsMinutelyLimit: 'Лимит СМС в минуту',
  smsDailyLimit: 'Лимит СМС в сутки',
  maxPaymentSum: 'Максимальная сумма выплаты, ₽',
  checkInOpensMinutes: 'За сколько минут до начала смены принимается отметка прихода',
  rulesNoticeDays: 'За сколько дней объявляются новые правила платформы',
  appealDays: 'Срок рассмотрения жалобы, рабочих дней',
  consecutiveMonths: 'Сколько месяцев подряд сверх нормы часов ведут к паузе',
  hoursPerMonth: 'Норма часов в месяц у одного заказчика',
  pauseMonths: 'Длительность паузы, месяцев',
}
