import {
  dictionaryActionLabels,
  dictionaryEntities,
  dictionaryEntityLabels,
  type DictionaryAction,
} from '../dictionaries/entities.ts'
import type { OrderEvent } from '../orders/order-machine.ts'
import { settingLabels, type SettingKey } from '../settings/setting-keys.ts'
import type { ActorKind, JournalId } from './journal-list-search.ts'

/**
 * The audit journals of /administration, each read with `POST /api/{name}` (spec section 7). A journal is a
 * view of the one `journal` table: the entities it shows, and the kinds of record («what») it can be
 * filtered by. Plain data, no zod: the page's filters are built from it.
 */
export type JournalKind = { key: string; label: string; entity: string; actions?: readonly string[] }
export type JournalDefinition = {
  name: string
  title: string
  entities: readonly string[]
  kinds: JournalKind[]
}

const orderEventLabels: Record<OrderEvent, string> = {
  respond: 'Отклик исполнителя',
  withdrawLastResponse: 'Исполнитель отозвал последний отклик',
  setHasResponse: 'Отмечены отклики',
  setExecutor: 'Назначен исполнитель',
  confirmExecution: 'Исполнитель подтвердил выполнение',
  rejectExecution: 'Исполнитель отказался от выполнения',
  removeExecutor: 'Исполнитель снят',
  confirmationDeadlinePassed: 'Истёк срок подтверждения исполнителем',
  setInProgress: 'Взят в работу',
  checkIn: 'Исполнитель отметил приход',
  checkOut: 'Исполнитель отметил уход',
  shiftStarted: 'Смена началась',
  shiftEnded: 'Смена закончилась',
  generateAct: 'Сформирован акт',
  confirmAct: 'Исполнитель подтвердил акт',
  rejectAct: 'Исполнитель отклонил акт',
  finishMissingExecutor: 'Завершён: исполнитель не явился',
  cancel: 'Завершён без исполнения',
  replacementCutoff: 'Замена не найдена: заказ снова открыт',
  declineChange: 'Исполнитель отказался от изменений заказа',
  cancelLate: 'Отменён поздно: исполнителю компенсация',
}

/** Russian names of the actions the features write, by the journal's `action`. */
const actionLabels: Record<string, string> = {
  'order.created': 'Заказ создан',
  'order.updated': 'Заказ изменён',
  'order.marked': 'Исполнителю поставлена оценка',
  'order.released': 'Исполнитель не сможет выйти: ищется замена',
  'order.replacement-taken': 'Смену взял другой исполнитель',
  'order.change-proposed': 'Исполнителю предложены изменения заказа',
  'order.change-accepted': 'Исполнитель принял изменения заказа',
  'order.swap-proposed': 'Исполнитель предложил обмен сменами',
  'order.swap-accepted': 'Исполнитель согласился на обмен сменами',
  'order.swap-declined': 'Исполнитель отказался от обмена сменами',
  'order.swap-rejected': 'Сотрудник отклонил обмен сменами',
  'order.swapped': 'Исполнитель сменился по обмену сменами',
  'order.boosted': 'Ставка повышена: смену пока не взяли',
  'order.exported': 'Заказ выгружен в таблицу',
  'fill-policy.changed': 'Изменены правила заполнения смен магазина',
  'receipt.uploaded': 'Загружен чек',
  'payment.sent-to-bank': 'Выплата отправлена в банк',
  'payment.sent': 'Банк провёл выплату',
  'payment.bank-refused': 'Банк отказал в выплате',
  'payment.registry-downloaded': 'Выгружен реестр выплат',
  'act.registry-downloaded': 'Выгружен реестр актов',
  'receipt.registry-downloaded': 'Выгружен реестр чеков',
  ...Object.fromEntries(Object.entries(orderEventLabels).map(([event, label]) => [`order.${event}`, label])),
  'worker.registered': 'Регистрация исполнителя',
  'worker.profile-updated': 'Исполнитель изменил профиль',
  'worker.profile-edited-by-staff': 'Сотрудник изменил профиль',
  'worker.confirmed': 'Исполнитель подтверждён',
  'worker.blocked': 'Исполнитель заблокирован',
  'worker.unblocked': 'Исполнитель разблокирован',
  'worker.sent-to-bank': 'Данные отправлены в банк',
  'worker.bank-refused': 'Банк отказал в регистрации',
  'worker.npd-checked': 'Проверен статус самозанятого',
  'worker.registry-downloaded': 'Выгружен реестр исполнителей',
  'worker.deleted': 'Исполнитель удалён',
  'worker.personal-data-erased': 'Стёрты ФИО и ИНН удалённого исполнителя',
  'restriction.evidence-attached': 'К ограничению приложен файл-основание',
  'appeal.file-attached': 'К жалобе приложен файл',
  'worker.limiter-paused': 'Пауза по ограничению систематической работы',
  'worker.limiter-pause-lifted': 'Пауза по ограничению систематической работы снята',
  'order.auto-accept-refused': 'Автоприём не назначил исполнителя',
  'worker.employment-declared': 'Исполнитель ответил о работе в компании по трудовому договору',
  'former-employees.imported': 'Загружен список бывших работников',
  'platform.inspector-export': 'Выгрузка для проверяющего',
  'settings.changed': 'Изменена настройка',
  'webhook.created': 'Вебхук создан',
  'webhook.deleted': 'Вебхук удалён',
  'webhook.resent': 'Доставка вебхука отправлена ещё раз',
  'api-key.created': 'Выпущен ключ API',
  'api-key.revoked': 'Ключ API отозван',
  'employee.created': 'Сотрудник добавлен',
  'employee.deleted': 'Сотрудник удалён',
  'employee.admin-assigned': 'Назначена роль администратора',
  'employee.admin-revoked': 'Снята роль администратора',
  'employee.profile-updated': 'Сотрудник изменил своё ФИО',
  'favourite-added': 'Исполнитель добавлен в избранные',
  'favourite-removed': 'Исполнитель убран из избранных',
  'worker-blocked': 'Исполнитель заблокирован для магазина',
  'worker-unblocked': 'Исполнитель разблокирован для магазина',
  'worker-excluded-from-auto-accept': 'Исполнитель исключён из автоприёма откликов',
  'worker-included-in-auto-accept': 'Исполнитель возвращён в автоприём откликов',
  'auto-accept-updated': 'Изменено правило автоприёма откликов',
  'session.started': 'Вход',
  'session.refresh-token-reused': 'Повторное использование токена: сессия закрыта',
  'sms.sent': 'Отправлено СМС',
  'sms.withheld': 'Код запрошен, СМС не отправлено',
  'sms.new-numbers-running-low': 'Лимит СМС для новых номеров почти исчерпан',
}

const byAction = (entity: string, actions: string[]): JournalKind[] =>
  actions.map((action) => ({ key: action, label: actionLabels[action] ?? action, entity, actions: [action] }))

export const journals = {
  orders: {
    name: 'order-journal',
    title: 'Заказы',
    entities: ['order'],
    kinds: byAction('order', [
      'order.created',
      'order.updated',
      ...Object.keys(orderEventLabels).map((event) => `order.${event}`),
      'order.marked',
      'order.released',
      'order.replacement-taken',
      'order.change-proposed',
      'order.change-accepted',
      'order.swap-proposed',
      'order.swap-accepted',
      'order.swap-declined',
      'order.swap-rejected',
      'order.swapped',
      'order.boosted',
      'order.exported',
      'receipt.uploaded',
      'payment.sent-to-bank',
      'payment.sent',
      'payment.bank-refused',
      'payment.registry-downloaded',
      'act.registry-downloaded',
      'receipt.registry-downloaded',
    ]),
  },
  workers: {
    name: 'self-employed-journal',
    title: 'Исполнители',
    entities: ['worker'],
    kinds: byAction('worker', [
      'worker.registered',
      'worker.confirmed',
      'worker.blocked',
      'worker.unblocked',
      'worker.profile-edited-by-staff',
      'worker.profile-updated',
      'worker.sent-to-bank',
      'worker.bank-refused',
      'worker.npd-checked',
      'worker.registry-downloaded',
      'worker.deleted',
      'worker.personal-data-erased',
      'worker.employment-declared',
    ]),
  },
  administration: {
    name: 'settings-journal',
    title: 'Настройки, справочники и сотрудники',
    entities: [
      'settings',
      'employee',
      'webhook',
      'api-key',
      'former-employees',
      'platform',
      ...dictionaryEntities,
    ],
    kinds: [
      { key: 'settings', label: 'Настройки', entity: 'settings' },
      { key: 'employee', label: 'Сотрудники', entity: 'employee' },
      { key: 'webhook', label: 'Вебхуки', entity: 'webhook' },
      { key: 'api-key', label: 'Ключи API', entity: 'api-key' },
      { key: 'former-employees', label: 'Бывшие работники', entity: 'former-employees' },
      ...byAction('platform', ['platform.inspector-export']),
      ...dictionaryEntities.map((entity) => ({ key: entity, label: dictionaryEntityLabels[entity], entity })),
    ],
  },
  signIns: {
    name: 'sign-in-journal',
    title: 'Входы и СМС',
    entities: ['session', 'sms'],
    kinds: [
      ...byAction('session', ['session.started', 'session.refresh-token-reused']),
      ...byAction('sms', ['sms.sent', 'sms.withheld', 'sms.new-numbers-running-low']),
    ],
  },
} as const satisfies Record<JournalId, JournalDefinition>

/** What a record is, in words: the action, and for settings and dictionaries also what was changed. */
/** Settings kept under their own keys beside the numbered ones. */
const ownSettingLabels: Record<string, string> = {
  company: 'Компания-заказчик',
  support: 'Контакты поддержки',
}

export function describeAction(entity: string, action: string, entityId: string | null): string {
  if (entity === 'settings')
    return `Изменена настройка «${settingLabels[entityId as SettingKey] ?? ownSettingLabels[entityId ?? ''] ?? entityId}»`
  const dictionary = dictionaryEntityLabels[entity as keyof typeof dictionaryEntityLabels]
  if (dictionary)
    return `${dictionary}: ${dictionaryActionLabels[action as DictionaryAction] ?? actionLabels[action] ?? action}`
  return actionLabels[action] ?? action
}

export const actorKindLabels: Record<ActorKind, string> = {
  employee: 'Сотрудник',
  worker: 'Исполнитель',
  system: 'Система',
  anonymous: 'Без входа',
}
