import type { AnalyticsSummary } from '#contract/analytics/analytics.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { durationText, hoursText, percentText } from '../analytics-format.ts'

function Tile(props: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{props.label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{props.value}</dd>
      {props.note && <dd className="mt-1 text-xs text-gray-500">{props.note}</dd>}
    </div>
  )
}

/** The period's figures at a glance. */
export function SummaryTiles({ summary }: { summary: AnalyticsSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile
        label="Заказов размещено"
        value={String(summary.posted)}
        note={`к заполнению ${summary.needed}`}
      />
      <Tile
        label="Заполнено"
        value={percentText(summary.fillRate)}
        note={`${summary.filled} из ${summary.needed}`}
      />
      <Tile
        label="Медиана заполнения"
        value={summary.medianMinutesToFill === null ? '—' : durationText(summary.medianMinutesToFill)}
        note="от размещения до подтверждения"
      />
      <Tile label="Отработано" value={hoursText(summary.hours)} />
      <Tile label="Неявки" value={String(summary.noShows)} />
      <Tile label="Поздние отказы" value={String(summary.lateReleases)} note="позже срока магазина" />
      <Tile label="Оплачено" value={formatRoubles(summary.cost.paid)} />
      <Tile label="К оплате" value={formatRoubles(summary.cost.due)} />
    </dl>
  )
}
