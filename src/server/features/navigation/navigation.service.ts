import type { NavigationCounts, Section } from '#contract/navigation/navigation.ts'
import { notFoundMessage } from '#contract/common/errors.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import * as repository from './navigation.repository.ts'

export type NavigationService = ReturnType<typeof createNavigationService>

/** The worker's navigation badges (spec section 7, navigation counts). */
export function createNavigationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  const countsOf = repository.preparedNavigationCounts(db)

  const service = {
    saveOpening: (workerId: number, section: Section) =>
      repository.saveOpening(db, workerId, section, clock()),

    async counts(workerId: number): Promise<NavigationCounts> {
      const counts = await countsOf(workerId, clock())
      if (!counts) throw new NotFound(notFoundMessage)
      return counts
    },

    newAvailableOrders: async (workerId: number) => (await service.counts(workerId)).availableOrders,

    updatedResponses: async (workerId: number) => (await service.counts(workerId)).orderResponses,
  }
  return service
}
