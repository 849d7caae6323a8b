import { canTransition } from '#contract/orders/order-machine.ts'
import type { Order } from '#contract/orders/order.ts'

/** The act is with the executor or accepted: the server refuses changes until they answer. */
const actLocked = (order: Order) =>
  order.certificateStatus === 'SENT' || order.certificateStatus === 'CONFIRMED'

/** Which buttons the view dialog offers, by the transition table and the act's state. */
export function orderActions(order: Order) {
  const status = order.status
  return {
    edit: status !== 'FINISHED' && !actLocked(order),
    removeExecutor: canTransition(status, 'removeExecutor'),
    setInProgress: canTransition(status, 'setInProgress'),
    cancel: canTransition(status, 'cancel'),
    finish:
      !actLocked(order) &&
      (canTransition(status, 'generateAct') || canTransition(status, 'finishMissingExecutor')),
  }
}
