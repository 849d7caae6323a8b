import type { ReactNode } from 'react'
import type { Breakdown, TopWorkers } from '#contract/analytics/analytics.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { hoursText } from '../analytics-format.ts'

const cell = 'px-3 py-2 text-right tabular-nums'

function Table(props: { caption: string; head: string[]; children: ReactNode; note?: string }) {
  return (
    <section className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-gray-900">
          {props.caption}
          {props.note && <span className="ml-2 text-xs font-normal text-gray-500">{props.note}</span>}
        </caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            {props.head.map((title, index) => (
              <th
                key={title}
                scope="col"
                className={index === 0 ? 'px-3 py-2 text-left font-medium' : `${cell} font-medium`}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </section>
  )
}

/** Shops or services, the costliest first: what each posted, filled, worked and cost. */
export function BreakdownTable(props: { caption: string; first: string; breakdown: Breakdown | undefined }) {
  const rows = props.breakdown?.rows ?? []
  const total = props.breakdown?.total ?? 0
  return (
    <Table
      caption={props.caption}
      note={total > rows.length ? `первые ${rows.length} из ${total}, полностью — в выгрузке` : undefined}
      head={[props.first, 'Заказов', 'Заполнено', 'Неявок', 'Часов', 'Оплачено', 'К оплате']}
    >
      {rows.length === 0 && (
        <tr>
          <td colSpan={7} className="px-3 py-4 text-center text-gray-500">
            Нет заказов за этот период
          </td>
        </tr>
      )}
      {rows.map((row) => (
        <tr key={row.key} className="border-b border-gray-100 last:border-0">
          <th scope="row" className="px-3 py-2 text-left font-normal text-gray-900">
            {row.name}
          </th>
          <td className={cell}>{row.posted}</td>
          <td className={cell}>{row.filled}</td>
          <td className={cell}>{row.noShows}</td>
          <td className={cell}>{hoursText(row.hours)}</td>
          <td className={cell}>{formatRoubles(row.cost.paid)}</td>
          <td className={cell}>{formatRoubles(row.cost.due)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function TopWorkersTable({ workers }: { workers: TopWorkers | undefined }) {
  return (
    <Table caption="Больше всего отработали" head={['Исполнитель', 'Смен', 'Часов', 'Заработано']}>
      {(workers ?? []).length === 0 && (
        <tr>
          <td colSpan={4} className="px-3 py-4 text-center text-gray-500">
            Никто не работал в этот период
          </td>
        </tr>
      )}
      {(workers ?? []).map((worker) => (
        <tr key={worker.id} className="border-b border-gray-100 last:border-0">
          <th scope="row" className="px-3 py-2 text-left font-normal text-gray-900">
            {worker.fullName}
          </th>
          <td className={cell}>{worker.shifts}</td>
          <td className={cell}>{hoursText(worker.hours)}</td>
          <td className={cell}>{formatRoubles(worker.earned)}</td>
        </tr>
      ))}
    </Table>
  )
}
