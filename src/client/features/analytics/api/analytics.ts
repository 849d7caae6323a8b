import type { AnalyticsFilters, BreakdownKind } from '#contract/analytics/analytics.ts'
import { analyticsMessages } from '#contract/analytics/analytics-period.ts'
import { analyticsEndpoints as calls } from '#contract/analytics/endpoints.ts'
import { documentDate } from '#contract/common/display-dates.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** Under `['analytics', …]`, one per call and filters. */
export const summaryQuery = (filters: AnalyticsFilters) => endpointQuery(calls.summary, { query: filters })
export const breakdownQuery = (filters: AnalyticsFilters, by: BreakdownKind) =>
  endpointQuery(calls.breakdown, { query: { ...filters, by } })
export const timeToFillQuery = (filters: AnalyticsFilters) =>
  endpointQuery(calls.timeToFill, { query: filters })
export const topWorkersQuery = (filters: AnalyticsFilters) =>
  endpointQuery(calls.topWorkers, { query: filters })

/** `GET /api/analytics/export`: the workbook comes back in the answer. */
export async function downloadAnalytics(filters: AnalyticsFilters): Promise<void> {
  const name = analyticsMessages.fileName(documentDate(filters.dateFrom), documentDate(filters.dateTo))
  saveFile(await call(calls.export, { query: filters }), name)
}
