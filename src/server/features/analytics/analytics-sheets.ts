import type {
  AnalyticsFilters,
  AnalyticsSummary,
  Breakdown,
  TimeToFill,
  TopWorkers,
} from '#contract/analytics/analytics.ts'
import { documentDate } from '#contract/common/display-dates.ts'
import { toKopecks, type Money } from '#contract/common/kopecks.ts'
import {
  renderRegistryWorkbook,
  type RegistryColumn,
  type RegistryWorkbookSheet,
} from '../../kernel/registry-sheet.ts'

type Figures = {
  filters: AnalyticsFilters
  summary: AnalyticsSummary
  byShop: Breakdown
  byService: Breakdown
  byWeek: Breakdown
  timeToFill: TimeToFill
  topWorkers: TopWorkers
}

const roubles = (money: Money) => toKopecks(money) / 100
const percent = (rate: number | null) => (rate === null ? '' : Math.round(rate * 1000) / 10)

const breakdownColumns = (first: string): RegistryColumn[] => [
  { header: first, key: 'name', width: 36 },
  { header: 'Заказов', key: 'posted', width: 10 },
  { header: 'Заполнено', key: 'filled', width: 11 },
  { header: 'Неявок', key: 'noShows', width: 9 },
  { header: 'Часов', key: 'hours', width: 9 },
  { header: 'Оплачено, руб.', key: 'paid', width: 16, money: true },
  { header: 'К оплате, руб.', key: 'due', width: 16, money: true },
]

function breakdownSheet(
  name: string,
  first: string,
  breakdown: Breakdown,
  weeks = false,
): RegistryWorkbookSheet {
  return {
    name,
    columns: breakdownColumns(first),
    rows: breakdown.rows.map((row) => ({
      name: weeks ? `с ${documentDate(row.name)}` : row.name,
      posted: row.posted,
      filled: row.filled,
      noShows: row.noShows,
      hours: row.hours,
      paid: roubles(row.cost.paid),
      due: roubles(row.cost.due),
    })),
  }
}

/** The dashboard as a workbook: the summary, then a sheet per table of the page. */
export function analyticsWorkbook(figures: Figures): Uint8Array {
  const { filters, summary } = figures
  const line = (label: string, value: string | number) => ({ label, value })
  const summaryRows = [
    line('Период', `${documentDate(filters.dateFrom)}–${documentDate(filters.dateTo)}`),
    line('Заказов размещено', summary.posted),
    line('Мест к заполнению', summary.needed),
    line('Заполнено', summary.filled),
    line('Заполнено, %', percent(summary.fillRate)),
    line('Медиана времени заполнения, мин', summary.medianMinutesToFill ?? ''),
    line('Неявок', summary.noShows),
    line('Поздних отказов', summary.lateReleases),
    line('Отработано часов', summary.hours),
    line('Оплачено, руб.', roubles(summary.cost.paid)),
    line('К оплате, руб.', roubles(summary.cost.due)),
  ]
  return renderRegistryWorkbook([
    {
      name: 'Сводка',
      columns: [
        { header: 'Показатель', key: 'label', width: 36 },
        { header: 'Значение', key: 'value', width: 24 },
      ],
      rows: summaryRows,
    },
    breakdownSheet('Магазины', 'Магазин', figures.byShop),
    breakdownSheet('Услуги', 'Услуга', figures.byService),
    breakdownSheet('Недели', 'Неделя', figures.byWeek, true),
    {
      name: 'Время заполнения',
      columns: [
        { header: 'Заполнено за', key: 'label', width: 20 },
        { header: 'Мест', key: 'orders', width: 10 },
      ],
      rows: figures.timeToFill.bands,
    },
    {
      name: 'Исполнители',
      columns: [
        { header: 'Исполнитель', key: 'fullName', width: 36 },
        { header: 'Смен', key: 'shifts', width: 8 },
        { header: 'Часов', key: 'hours', width: 9 },
        { header: 'Заработано, руб.', key: 'earned', width: 16, money: true },
      ],
      rows: figures.topWorkers.map((worker) => ({ ...worker, earned: roubles(worker.earned) })),
    },
  ])
}
