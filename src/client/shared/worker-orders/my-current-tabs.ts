/**
 * The tabs of Мои текущие заказы by name: the tab view and every message that sends the worker to a tab (a
 * toast, the shop's screen) say the same words.
 */
export const myCurrentTabTitles = {
  responses: 'Отклики',
  awaiting: 'Подтвердить',
  scheduled: 'Смены',
} as const
