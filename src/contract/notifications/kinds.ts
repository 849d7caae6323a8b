/** What a person may be told of by push, each switched on or off on the profile page (issue 23). */
export const workerNotificationKinds = [
  'newOrders',
  'awaitingConfirmation',
  'actSent',
  'paymentSent',
  'shiftReminder',
  'appealDecided',
  'urgentReplacement',
  'orderChange',
] as const
export const staffNotificationKinds = [
  'firstResponse',
  'executorRejected',
  'noShow',
  'appealSubmitted',
  'replacementUnfilled',
  'payoutBalance',
] as const
export const notificationKinds = [...workerNotificationKinds, ...staffNotificationKinds] as const
export type NotificationKind = (typeof notificationKinds)[number]

/** The switch's label and the line under it. */
export const notificationKindLabels: Record<NotificationKind, { label: string; hint: string }> = {
  newOrders: { label: 'Новые заказы', hint: 'В вашем городе, не чаще раза в 5 минут' },
  awaitingConfirmation: { label: 'Назначения', hint: 'Заказ ждёт вашего подтверждения' },
  actSent: { label: 'Акты', hint: 'Пришёл акт на подтверждение' },
  paymentSent: { label: 'Выплаты', hint: 'Оплата отправлена в банк' },
  shiftReminder: { label: 'Напоминания о сменах', hint: 'За 16 и за 2 часа до начала' },
  firstResponse: { label: 'Первый отклик', hint: 'На ваш заказ откликнулись' },
  executorRejected: { label: 'Отказ исполнителя', hint: 'Исполнитель отказался от вашего заказа' },
  noShow: { label: 'Возможная неявка', hint: 'Исполнитель не отметился через 15 минут после начала' },
  appealDecided: { label: 'Жалобы', hint: 'Решение по вашей жалобе на ограничение' },
  appealSubmitted: { label: 'Жалобы', hint: 'Исполнитель обжаловал ограничение' },
  urgentReplacement: { label: 'Срочные замены', hint: 'Смена, от которой отказался другой исполнитель' },
  orderChange: { label: 'Изменения смен', hint: 'Магазин меняет вашу смену или её взял другой' },
  replacementUnfilled: { label: 'Замена не найдена', hint: 'Исполнитель отказался, и смену никто не взял' },
  payoutBalance: { label: 'Баланс выплат', hint: 'Администраторам: денег на выплаты меньше порога' },
}

/** The kinds a worker or a member of staff can receive. */
export const kindsFor = (person: 'worker' | 'employee'): readonly NotificationKind[] =>
  person === 'worker' ? workerNotificationKinds : staffNotificationKinds

/** New orders are told of at most this often, as one notification naming how many. */
export const newOrdersBatchMinutes = 5
/** Reminders before a confirmed shift, in hours. */
export const shiftReminderHours = [16, 2] as const
