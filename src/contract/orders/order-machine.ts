import type { OrderStatus } from './enums.ts'

/** What changes an order's status, by whom (product decisions section 4). */
export type OrderEvent =
  | 'respond'
  | 'withdrawLastResponse'
  | 'setHasResponse'
  | 'setExecutor'
  | 'confirmExecution'
  | 'rejectExecution'
  | 'removeExecutor'
  | 'confirmationDeadlinePassed'
  | 'setInProgress'
  | 'checkIn'
  | 'shiftStarted'
  | 'checkOut'
  | 'shiftEnded'
  | 'generateAct'
  | 'confirmAct'
  | 'rejectAct'
  | 'finishMissingExecutor'
  | 'cancel'
  | 'replacementCutoff'
  | 'declineChange'
  | 'cancelLate'

type Actor = 'staff' | 'executor' | 'worker' | 'system'

export type Transition = {
  event: OrderEvent
  from: readonly OrderStatus[]
  /** `back` returns an order to HAS_RESPONSE when other responses remain, else to NEW. */
  to: OrderStatus | 'back'
  who: readonly Actor[]
}

/** The one transition table; only the orders service changes a status, and only through it. */
export const orderTransitions: readonly Transition[] = [
  { event: 'respond', from: ['NEW', 'HAS_RESPONSE'], to: 'HAS_RESPONSE', who: ['worker'] },
  { event: 'withdrawLastResponse', from: ['HAS_RESPONSE'], to: 'NEW', who: ['worker'] },
  { event: 'setHasResponse', from: ['NEW'], to: 'HAS_RESPONSE', who: ['staff'] },
  { event: 'setExecutor', from: ['NEW', 'HAS_RESPONSE'], to: 'APPROVED', who: ['staff'] },
  { event: 'confirmExecution', from: ['APPROVED'], to: 'CONFIRMED', who: ['executor'] },
  { event: 'rejectExecution', from: ['APPROVED', 'CONFIRMED'], to: 'back', who: ['executor'] },
  { event: 'removeExecutor', from: ['APPROVED', 'CONFIRMED'], to: 'back', who: ['staff'] },
  { event: 'confirmationDeadlinePassed', from: ['APPROVED'], to: 'back', who: ['system'] },
  { event: 'setInProgress', from: ['CONFIRMED'], to: 'IN_PROGRESS', who: ['staff'] },
  { event: 'checkIn', from: ['CONFIRMED'], to: 'IN_PROGRESS', who: ['executor'] },
  { event: 'shiftStarted', from: ['CONFIRMED'], to: 'IN_PROGRESS', who: ['system'] },
  { event: 'checkOut', from: ['IN_PROGRESS'], to: 'DONE', who: ['executor'] },
  { event: 'shiftEnded', from: ['IN_PROGRESS'], to: 'DONE', who: ['system'] },
  { event: 'generateAct', from: ['DONE'], to: 'DONE', who: ['staff'] },
  { event: 'confirmAct', from: ['DONE'], to: 'FINISHED', who: ['executor'] },
  { event: 'rejectAct', from: ['DONE'], to: 'DONE', who: ['executor'] },
  {
    event: 'finishMissingExecutor',
    from: ['CONFIRMED', 'IN_PROGRESS', 'DONE'],
    to: 'FINISHED',
    who: ['staff'],
  },
  { event: 'cancel', from: ['NEW', 'HAS_RESPONSE', 'APPROVED', 'CONFIRMED'], to: 'FINISHED', who: ['staff'] },
  // Issue 49: a released order nobody took by the shop's cutoff; an executor declining staff's change.
  { event: 'replacementCutoff', from: ['CONFIRMED'], to: 'back', who: ['system'] },
  { event: 'declineChange', from: ['CONFIRMED'], to: 'back', who: ['executor'] },
  // Fair cancellations (decision 107): a late cancellation is paid as a compensation, so it goes to its act.
  { event: 'cancelLate', from: ['CONFIRMED'], to: 'DONE', who: ['staff'] },
]

export function transitionFor(event: OrderEvent): Transition {
  const transition = orderTransitions.find((candidate) => candidate.event === event)
  if (!transition) throw new Error(`unknown order event ${event}`)
  return transition
}

export function canTransition(status: OrderStatus, event: OrderEvent): boolean {
  return transitionFor(event).from.includes(status)
}

const statusInWords: Record<OrderStatus, string> = {
  NEW: 'новый',
  HAS_RESPONSE: 'с откликами',
  APPROVED: 'ожидает подтверждения исполнителем',
  CONFIRMED: 'запланирован',
  IN_PROGRESS: 'в работе',
  DONE: 'исполнен',
  FINISHED: 'завершён',
}

const eventInWords: Record<OrderEvent, string> = {
  respond: 'откликнуться на него',
  withdrawLastResponse: 'отозвать отклик',
  setHasResponse: 'отметить отклики',
  setExecutor: 'назначить исполнителя',
  confirmExecution: 'подтвердить выполнение',
  rejectExecution: 'отказаться от выполнения',
  removeExecutor: 'снять исполнителя',
  confirmationDeadlinePassed: 'снять неподтвердившего исполнителя',
  setInProgress: 'взять в работу',
  checkIn: 'отметить приход',
  checkOut: 'отметить уход',
  shiftStarted: 'начать смену',
  shiftEnded: 'закончить смену',
  generateAct: 'сформировать акт',
  confirmAct: 'подтвердить акт',
  rejectAct: 'отклонить акт',
  finishMissingExecutor: 'завершить с неявкой исполнителя',
  cancel: 'отменить',
  replacementCutoff: 'вернуть магазину без замены',
  declineChange: 'отказаться от изменений',
  cancelLate: 'отменить с компенсацией',
}

/** The 409 message: why the order's state does not allow the call. */
export function refusalMessage(status: OrderStatus, event: OrderEvent): string {
  return `Заказ ${statusInWords[status]}: нельзя ${eventInWords[event]}`
}
