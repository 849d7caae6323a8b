import { describe, expect, it } from 'vitest'
import { orderStatuses } from './enums.ts'
import { canTransition, orderTransitions, refusalMessage } from './order-machine.ts'

describe('the order state machine', () => {
  it('lets each event happen only from its listed statuses', () => {
    for (const transition of orderTransitions) {
      for (const status of orderStatuses) {
        expect(canTransition(status, transition.event), `${transition.event} from ${status}`).toBe(
          transition.from.includes(status),
        )
      }
    }
  })

  it('never leaves FINISHED', () => {
    expect(orderTransitions.filter((transition) => transition.from.includes('FINISHED'))).toEqual([])
  })

  it('lets staff cancel until the shift is in progress, and finish as missing executor from then on', () => {
    expect(orderStatuses.filter((status) => canTransition(status, 'cancel'))).toEqual([
      'NEW',
      'HAS_RESPONSE',
      'APPROVED',
      'CONFIRMED',
    ])
    expect(orderStatuses.filter((status) => canTransition(status, 'finishMissingExecutor'))).toEqual([
      'CONFIRMED',
      'IN_PROGRESS',
      'DONE',
    ])
  })

  it('explains a refusal in Russian', () => {
    expect(refusalMessage('FINISHED', 'setExecutor')).toBe('Заказ завершён: нельзя назначить исполнителя')
  })
})
