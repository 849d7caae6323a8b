import { readId, readIsoDate } from '../common/table-search.ts'
import { mondayOf } from './week.ts'

/** The planner's address: the week (any day of it stands for its Monday), a city and a shop. */
export type PlannerSearch = { week?: string; cityId?: number; shopId?: number }

/** `validateSearch` of Планировщик (`/planner`): what cannot be read is left out. */
export function plannerSearch(raw: Record<string, unknown>): PlannerSearch {
  const week = readIsoDate(raw.week)
  const cityId = readId(raw.cityId)
  const shopId = readId(raw.shopId)
  return {
    ...(week && { week: mondayOf(week) }),
    ...(cityId && { cityId }),
    ...(shopId && { shopId }),
  }
}
