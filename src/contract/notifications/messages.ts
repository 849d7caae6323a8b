import { formatRoubles, fromKopecks } from '../common/kopecks.ts'
import type { NotificationKind } from './kinds.ts'

/** What the service worker shows: a title, a line, the page a tap opens; `tag` replaces an older one alike. */
export type PushMessage = { kind: NotificationKind; title: string; body: string; url: string; tag: string }

/** What the texts say of an order: its number, service and shop, and its start in the shop's time. */
export type OrderFacts = {
  id: number
  orderNumber: number
  service: string
  shop: string
  address: string
  dateTime: Date
  /** The shop's city's offset from UTC, in hours. */
  utcOffset: number
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `25-11-2026, 09:00`: an instant on the shop's clock, in the display format of every screen (spec section 2). */
export function shopClock(at: Date, utcOffset: number): string {
  const local = new Date(at.getTime() + utcOffset * 3600_000)
  const day = `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()}`
  return `${day}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
}

/** A sum counted in kopecks, written as every sum is (`formatRoubles`). */
export const roubles = (kopecks: number) => formatRoubles(fromKopecks(kopecks))

const shift = (order: OrderFacts) =>
  `${order.service}, ${order.shop}, ${shopClock(order.dateTime, order.utcOffset)}`
const orderTag = (order: OrderFacts, kind: NotificationKind) => `${kind}-${order.orderNumber}`
/** Staff open the current orders, where the order is found by its number. */
const staffPage = (order: OrderFacts) => `/?search=${order.orderNumber}`

/** The texts of every notification, in one place (server, client and tests read them). */
export const pushMessages = {
  /** At most one in `newOrdersBatchMinutes`: the first of the new orders, and how many more. */
  newOrders(count: number, first: OrderFacts): PushMessage {
    return {
      kind: 'newOrders',
      title: count === 1 ? 'Новый заказ' : `Новые заказы: ${count}`,
      body: count === 1 ? shift(first) : `${shift(first)} и ещё ${count - 1}`,
      url: '/orders',
      tag: 'new-orders',
    }
  },
  awaitingConfirmation(order: OrderFacts, deadline: Date): PushMessage {
    return {
      kind: 'awaitingConfirmation',
      title: 'Подтвердите заказ',
      body: `${shift(order)}. Подтвердите до ${shopClock(deadline, order.utcOffset)}`,
      url: '/my-current?tab=awaiting',
      tag: orderTag(order, 'awaitingConfirmation'),
    }
  },
  actSent(order: OrderFacts): PushMessage {
    return {
      kind: 'actSent',
      title: 'Акт на подтверждение',
      body: `Заказ №${order.orderNumber}, ${order.shop}: проверьте и подтвердите акт`,
      url: '/confirmations',
      tag: orderTag(order, 'actSent'),
    }
  },
  paymentSent(order: OrderFacts, kopecks: number): PushMessage {
    return {
      kind: 'paymentSent',
      title: 'Оплата отправлена в банк',
      body: `${roubles(kopecks)} за заказ №${order.orderNumber}, ${order.shop}`,
      url: '/my-history',
      tag: orderTag(order, 'paymentSent'),
    }
  },
  shiftReminder(order: OrderFacts, hoursBefore: number): PushMessage {
    return {
      kind: 'shiftReminder',
      title: hoursBefore <= 2 ? 'Смена через 2 часа' : 'Скоро смена',
      body: `${shift(order)}, ${order.address}`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'shiftReminder'),
    }
  },
  firstResponse(order: OrderFacts, workerName: string): PushMessage {
    return {
      kind: 'firstResponse',
      title: `Первый отклик на заказ №${order.orderNumber}`,
      body: `${workerName}: ${shift(order)}`,
      url: staffPage(order),
      tag: orderTag(order, 'firstResponse'),
    }
  },
  executorRejected(order: OrderFacts, workerName: string): PushMessage {
    return {
      kind: 'executorRejected',
      title: `Исполнитель отказался от заказа №${order.orderNumber}`,
      body: `${workerName}: ${shift(order)}`,
      url: staffPage(order),
      tag: orderTag(order, 'executorRejected'),
    }
  },
  noShow(order: OrderFacts, workerName: string): PushMessage {
    return {
      kind: 'noShow',
      title: `Возможная неявка: заказ №${order.orderNumber}`,
      body: `${workerName} не отметился на смене: ${shift(order)}`,
      url: staffPage(order),
      tag: orderTag(order, 'noShow'),
    }
  },
  appealSubmitted(appealId: number, workerName: string): PushMessage {
    return {
      kind: 'appealSubmitted',
      title: 'Новая жалоба на ограничение',
      body: `${workerName} обжалует ограничение`,
      url: '/appeals',
      tag: `appeal-${appealId}`,
    }
  },
  appealDecided(appealId: number, reversed: boolean): PushMessage {
    return {
      kind: 'appealDecided',
      title: reversed ? 'Ограничение отменено' : 'Ограничение оставлено в силе',
      body: reversed
        ? 'Жалоба удовлетворена: можно снова брать заказы'
        : 'Жалоба рассмотрена: причина — в приложении',
      url: '/',
      tag: `appeal-${appealId}`,
    }
  },
  /** Issue 49: a confirmed worker released the order; the favourites hear first, then the city. */
  urgentReplacement(order: OrderFacts): PushMessage {
    return {
      kind: 'urgentReplacement',
      title: 'Срочная замена',
      body: `${shift(order)}. Возьмите смену в разделе «Заказы»`,
      url: '/orders',
      tag: orderTag(order, 'urgentReplacement'),
    }
  },
  /** To the worker who released the order: another took it, they are free. */
  replacementFound(order: OrderFacts): PushMessage {
    return {
      kind: 'orderChange',
      title: 'Замена найдена',
      body: `${shift(order)}: смену взял другой исполнитель, вы свободны`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'orderChange'),
    }
  },
  /** Staff changed the worker's confirmed order: it waits for their consent. */
  orderChangeProposed(order: OrderFacts): PushMessage {
    return {
      kind: 'orderChange',
      title: `Изменение заказа №${order.orderNumber}`,
      body: `${shift(order)}: магазин предлагает изменения — примите или откажитесь`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'orderChange'),
    }
  },
  /** Swaps (decision 108), to the worker asked: another worker offers their shift for this one. */
  swapProposed(order: OrderFacts): PushMessage {
    return {
      kind: 'orderChange',
      title: 'Предложение поменяться сменой',
      body: `${shift(order)}: другой исполнитель предлагает обмен — согласитесь или откажитесь`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'orderChange'),
    }
  },
  /** To each worker of an approved swap: the shift that is theirs now. */
  swapDone(order: OrderFacts): PushMessage {
    return {
      kind: 'orderChange',
      title: 'Обмен сменами состоялся',
      body: `Теперь ваша смена: ${shift(order)}`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'orderChange'),
    }
  },
  /** To the proposing worker: the other declined or staff rejected; their shift stays theirs. */
  swapRefused(order: OrderFacts): PushMessage {
    return {
      kind: 'orderChange',
      title: 'Обмен сменами не состоялся',
      body: `${shift(order)}: смена остаётся за вами`,
      url: '/my-current?tab=scheduled',
      tag: orderTag(order, 'orderChange'),
    }
  },
  replacementUnfilled(order: OrderFacts, workerName: string): PushMessage {
    return {
      kind: 'replacementUnfilled',
      title: `Замена не найдена: заказ №${order.orderNumber}`,
      body: `${workerName} отказался, смену никто не взял: ${shift(order)}`,
      url: staffPage(order),
      tag: orderTag(order, 'replacementUnfilled'),
    }
  },
}
