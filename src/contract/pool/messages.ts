/** A worker's mark of a shop may be changed this long after it was given; then it is final. */
export const shopMarkEditableHours = 24

/** The trusted pool's texts: the server answers with them, forms and tests use the same. */
export const poolMessages = {
  shopNotFound: 'Магазин не найден',
  workerNotFound: 'Исполнитель не найден',
  /** The journal's note on an order whose last response a block withdrew. */
  blockWithdrewResponse: 'отклик снят: исполнитель заблокирован для магазина',
  favouriteNotConfirmed: 'В избранные можно добавить только подтверждённого исполнителя',
  favouriteBlocked: 'Исполнитель заблокирован в этом магазине: сначала разблокируйте его',
  reasonRequired: 'Укажите причину блокировки',
  untilInPast: 'Блокировка может закончиться не раньше завтрашнего дня',
  exclusionReasonRequired: 'Укажите причину исключения',
  exclusionUntilInPast: 'Исключение может закончиться не раньше завтрашнего дня',
  notExcluded: 'Исполнитель не исключён из автопринятия этого магазина',
  minShiftsRange: 'Число смен — от 1 до 1000',
  averageMarkRange: 'Средняя оценка — от 1 до 5',
  markRange: 'Оценка от 1 до 5',
  orderNotFound: 'Заказ не найден',
  actNotConfirmed: 'Оценить магазин можно после подтверждения акта',
  alreadyRated: 'Вы уже оценили магазин по этому заказу: оценку можно изменить только в течение суток',
  /** Written into the journal when the shop's rule, not a person, chose the executor. */
  byShopRule: 'автоматически по правилу магазина',
} as const

/** How the worker's standing with a shop reads to staff. */
export const standingLabels = {
  favourite: 'Избранный',
  blocked: 'Заблокирован',
  excluded: 'Без автопринятия',
} as const
