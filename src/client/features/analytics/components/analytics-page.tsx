import { lazy, Suspense, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline'
import type { AnalyticsFilters as Filters } from '#contract/analytics/analytics.ts'
import type { AnalyticsSearch } from '#contract/analytics/analytics-search.ts'
import { formatRoubles, fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import { documentDate } from '#contract/common/display-dates.ts'
import { Button } from '../../../ui/button.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import {
  breakdownQuery,
  downloadAnalytics,
  summaryQuery,
  timeToFillQuery,
  topWorkersQuery,
} from '../api/analytics.ts'
import {
  analyticsFormOf,
  analyticsRequest,
  analyticsSearchOf,
  defaultPeriod,
} from '../analytics-filters-value.ts'
import { AnalyticsFilters } from './analytics-filters.tsx'
import { BreakdownTable, TopWorkersTable } from './analytics-tables.tsx'
import { NoFillTimes } from './no-fill-times.tsx'
import { SummaryTiles } from './summary-tiles.tsx'

// The chart library comes in a chunk of its own once the page is drawn: no other page downloads it.
const BarChart = lazy(() => import('./bar-chart.tsx'))

const roublesAxis = (value: number) => formatRoubles(fromKopecks(Math.round(value * 100)))
const countAxis = (value: number) => String(value)

function ChartCard(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-gray-900">{props.title}</h2>
      <Suspense fallback={<div className="h-60" aria-hidden />}>{props.children}</Suspense>
    </section>
  )
}

function Figures({ filters }: { filters: Filters }) {
  const summary = useQuery(summaryQuery(filters))
  const weeks = useQuery(breakdownQuery(filters, 'week'))
  const shops = useQuery(breakdownQuery(filters, 'shop'))
  const services = useQuery(breakdownQuery(filters, 'service'))
  const fill = useQuery(timeToFillQuery(filters))
  const workers = useQuery(topWorkersQuery(filters))
  const weekCosts = useMemo(
    () => ({
      categories: (weeks.data?.rows ?? []).map((row) => `с ${documentDate(row.name).slice(0, 5)}`),
      values: (weeks.data?.rows ?? []).map(
        (row) => (toKopecks(row.cost.paid) + toKopecks(row.cost.due)) / 100,
      ),
    }),
    [weeks.data],
  )
  const fillBands = useMemo(
    () => ({
      categories: (fill.data?.bands ?? []).map((band) => band.label),
      values: (fill.data?.bands ?? []).map((band) => band.orders),
    }),
    [fill.data],
  )
  if (summary.isError)
    return <p className="text-red-700">Не удалось загрузить аналитику. Обновите страницу.</p>
  return (
    <div className="flex flex-col gap-4" aria-busy={summary.isFetching}>
      {summary.data && <SummaryTiles summary={summary.data} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Расходы по неделям">
          {weeks.data && (
            <BarChart
              label="Расходы по неделям, оплачено и к оплате"
              valueText={roublesAxis}
              {...weekCosts}
            />
          )}
        </ChartCard>
        <ChartCard title="Время заполнения">
          {fill.data && fillBands.values.every((orders) => orders === 0) && (
            <NoFillTimes filled={summary.data?.filled ?? 0} />
          )}
          {fill.data && fillBands.values.some((orders) => orders > 0) && (
            <BarChart
              label="Сколько мест заполнено за каждый интервал времени"
              valueText={countAxis}
              whole
              {...fillBands}
            />
          )}
        </ChartCard>
      </div>
      <BreakdownTable caption="По магазинам" first="Магазин" breakdown={shops.data} />
      <div className="grid gap-4 2xl:grid-cols-2">
        <BreakdownTable caption="По услугам" first="Услуга" breakdown={services.data} />
        <TopWorkersTable workers={workers.data} />
      </div>
    </div>
  )
}

/**
 * «Аналитика» (issue 48, item 5; decision 117): the period's orders, fill, no-shows, hours and cost, with charts
 * and tables, as the page's address says; 30 days to today when it says no period.
 */
export function AnalyticsPage(props: {
  title: string
  search: AnalyticsSearch
  onSearch: (search: AnalyticsSearch) => void
}) {
  const [today] = useState(() => new Date())
  const request = analyticsRequest(props.search, today)
  const fields = useUrlFilters({
    filters: props.search,
    // The default period shows in the fields and so goes to the address too.
    formOf: (search: AnalyticsSearch) => analyticsFormOf({ ...defaultPeriod(today), ...search }),
    filtersOf: analyticsSearchOf,
    onChange: props.onSearch,
  })
  const [exporting, setExporting] = useState(false)
  const exportFile = (filters: Filters) => {
    setExporting(true)
    downloadAnalytics(filters)
      .catch(notifyFailure)
      .finally(() => setExporting(false))
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={props.title}
        actions={
          'problem' in request ? null : (
            <Button variant="secondary" disabled={exporting} onClick={() => exportFile(request)}>
              <ArrowDownTrayIcon className="size-5" aria-hidden />
              Выгрузить в Excel
            </Button>
          )
        }
      />
      <AnalyticsFilters
        control={fields.form.control}
        setValue={fields.form.setValue}
        onReset={fields.reset}
      />
      {'problem' in request ? (
        <p role="alert" className="text-red-700">
          {request.problem}
        </p>
      ) : (
        <Figures filters={request} />
      )}
    </div>
  )
}
