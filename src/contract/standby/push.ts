import { shopClock, type OrderFacts, type PushMessage } from '../notifications/messages.ts'

/** The standby worker's push when staff call them into an order: the call is their assignment, confirmed. */
export function standbyCalledPush(order: OrderFacts): PushMessage {
  return {
    kind: 'awaitingConfirmation',
    title: 'Вызов с дежурства',
    body: `${order.service}, ${order.shop}, ${shopClock(order.dateTime, order.utcOffset)}: вы назначены на смену`,
    url: '/my-current?tab=scheduled',
    tag: `standby-${order.orderNumber}`,
  }
}
