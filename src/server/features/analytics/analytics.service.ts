import {
  analyticsMessages,
  breakdownListed,
  topWorkersListed,
  type AnalyticsFilters,
  type AnalyticsSummary,
  type Breakdown,
  type BreakdownKind,
  type TimeToFill,
  type TopWorkers,
} from '#contract/analytics/analytics.ts'
import { fillBands } from '#contract/analytics/analytics-period.ts'
import { fromKopecks } from '#contract/common/kopecks.ts'
import { dictionaryMessages } from '#contract/dictionaries/messages.ts'
import { hoursFromMinutes } from '#contract/orders/sums.ts'
import type { Database } from '../../db/client.ts'
import { BadInput } from '../../kernel/errors.ts'
import { analyticsWorkbook } from './analytics-sheets.ts'
import { quantileOf, type FillBucket } from './fill-buckets.ts'
import { readBreakdown, readNamed, readSummary, readTimeToFill } from './analytics.repository.ts'
import { readShopBreakdown, readTopWorkers } from './analytics-ranked.repository.ts'

export type AnalyticsService = ReturnType<typeof createAnalyticsService>

/** The export's rows: every shop and service of a chain, not the page's first ones. */
const exportedRows = 10_000

const money = (kopecks: string | null) => fromKopecks(Number(kopecks ?? 0))
const hours = (minutes: string | null) => hoursFromMinutes(Math.round(Number(minutes ?? 0)))
const wholeMinutes = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? null : Math.round(minutes)

/** The filled orders of a band: the bands' bounds are buckets' edges (fill-buckets.ts). */
function inBand(buckets: readonly FillBucket[], index: number): number {
  const above = index === 0 ? null : fillBands[index - 1]!.below
  const below = fillBands[index]!.below
  return buckets
    .filter((b) => (above === null || b.bucket >= above) && (below === null || b.bucket < below))
    .reduce((sum, b) => sum + b.orders, 0)
}

/** The dashboard «Аналитика» (issue 48, item 5): every figure read from the rollup the analytics round keeps (decision 119). */
export function createAnalyticsService(deps: { db: Database }) {
  const { db } = deps

  /** Ids that name nothing, or a shop of another city than the one chosen, are refused before anything is read. */
  async function checked(filters: AnalyticsFilters): Promise<AnalyticsFilters> {
    const { city, shop, service } = await readNamed(db, filters)
    const { notFound } = dictionaryMessages
    if (filters.cityId && !city) throw new BadInput(notFound.city, { cityId: notFound.city })
    if (filters.shopId && !shop) throw new BadInput(notFound.shop, { shopId: notFound.shop })
    if (filters.serviceId && !service) throw new BadInput(notFound.service, { serviceId: notFound.service })
    if (filters.cityId && shop && shop.cityId !== filters.cityId)
      throw new BadInput(analyticsMessages.shopCity, { shopId: analyticsMessages.shopCity })
    return filters
  }

  async function summary(filters: AnalyticsFilters): Promise<AnalyticsSummary> {
    const row = await readSummary(db, filters)
    return {
      posted: row.posted,
      needed: row.needed,
      filled: row.filled,
      fillRate: row.needed ? Math.round((row.filled / row.needed) * 1000) / 1000 : null,
      medianMinutesToFill: wholeMinutes(quantileOf(row.buckets, 0.5)),
      noShows: row.noShows,
      lateReleases: row.lateReleases,
      hours: hours(row.minutes),
      cost: { paid: money(row.paidKopecks), due: money(row.dueKopecks) },
    }
  }

  async function breakdown(filters: AnalyticsFilters, by: BreakdownKind, limit: number): Promise<Breakdown> {
    const rows =
      by === 'shop'
        ? await readShopBreakdown(db, filters, limit)
        : await readBreakdown(db, filters, by, limit)
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((row) => ({
        key: row.key,
        name: row.name,
        posted: row.posted,
        filled: row.filled,
        noShows: row.noShows,
        hours: hours(row.minutes),
        cost: { paid: money(row.paidKopecks), due: money(row.dueKopecks) },
      })),
    }
  }

  async function timeToFill(filters: AnalyticsFilters): Promise<TimeToFill> {
    const buckets = await readTimeToFill(db, filters)
    return {
      bands: fillBands.map((band, index) => ({ label: band.label, orders: inBand(buckets, index) })),
      medianMinutes: wholeMinutes(quantileOf(buckets, 0.5)),
      p90Minutes: wholeMinutes(quantileOf(buckets, 0.9)),
    }
  }

  async function topWorkers(filters: AnalyticsFilters, limit = topWorkersListed): Promise<TopWorkers> {
    const rows = await readTopWorkers(db, filters, limit)
    return rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      shifts: row.shifts,
      hours: hours(row.minutes),
      earned: money(row.earnedKopecks),
    }))
  }

  return {
    summary: async (filters: AnalyticsFilters) => summary(await checked(filters)),
    breakdown: async (filters: AnalyticsFilters & { by: BreakdownKind }) =>
      breakdown(await checked(filters), filters.by, breakdownListed),
    timeToFill: async (filters: AnalyticsFilters) => timeToFill(await checked(filters)),
    topWorkers: async (filters: AnalyticsFilters) => topWorkers(await checked(filters)),

    /** The page's figures in one workbook, the shops and services all of them. */
    async exportFile(filters: AnalyticsFilters): Promise<Uint8Array> {
      await checked(filters)
      return analyticsWorkbook({
        filters,
        summary: await summary(filters),
        byShop: await breakdown(filters, 'shop', exportedRows),
        byService: await breakdown(filters, 'service', exportedRows),
        byWeek: await breakdown(filters, 'week', exportedRows),
        timeToFill: await timeToFill(filters),
        topWorkers: await topWorkers(filters, 100),
      })
    },
  }
}
