import type { NavigationCounts, Section } from '#contract/navigation/navigation.ts'
import { notFoundMessage } from '#contract/common/errors.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { NotFound } from '../../http/errors.ts'
import * as repository from './navigation.repository.ts'

export type NavigationService = ReturnType<typeof createNavigationService>

/** Midnight of today in a city with the given UTC offset, as an instant. */
export function localDayStart(at: Date, utcOffset: number): Date {
  const local = new Date(at.getTime() + utcOffset * 3600_000)
  local.setUTCHours(0, 0, 0, 0)
  return new Date(local.getTime() - utcOffset * 3600_000)
}

/** The worker's navigation badges (spec section 7, navigation counts). */
export function createNavigationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function cityOf(workerId: number) {
    const city = await repository.workerCity(db, workerId)
    if (!city) throw new NotFound(notFoundMessage)
    return {
      id: city.id,
      dayStart: localDayStart(clock(), city.utcOffset),
      canRespond: city.state === 'SELF_EMPLOYED',
    }
  }

  const service = {
    saveOpening: (workerId: number, section: Section) =>
      repository.saveOpening(db, workerId, section, clock()),

    async newAvailableOrders(workerId: number): Promise<number> {
      const city = await cityOf(workerId)
      // Only a confirmed worker can respond, so only they are told about new orders.
      if (!city.canRespond) return 0
      const since = await repository.lastOpening(db, workerId, 'SE_ORDERS')
      return repository.countAvailableOrdersCreatedSince(db, city, since)
    },

    async updatedResponses(workerId: number): Promise<number> {
      const since = await repository.lastOpening(db, workerId, 'SE_ORDER_RESPONSES')
      return repository.countRespondedOrdersUpdatedSince(db, workerId, since)
    },

    async counts(workerId: number): Promise<NavigationCounts> {
      const [availableOrders, orderResponses, currentOrders, confirmations] = await Promise.all([
        service.newAvailableOrders(workerId),
        service.updatedResponses(workerId),
        repository.countExecutorOrders(db, workerId, ['CONFIRMED', 'IN_PROGRESS']),
        repository.countExecutorOrders(db, workerId, ['DONE']),
      ])
      return { availableOrders, orderResponses, currentOrders, confirmations }
    },
  }
  return service
}
