import { useQuery } from '@tanstack/react-query'
import type { WorkerShop } from '#contract/pool/pool.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { RatingValue } from '../../../ui/rating.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { workerShopsQuery } from '../api/pool-calls.ts'
import { StandingActions } from './standing-actions.tsx'
import { StandingChip } from './standing-chip.tsx'

type Line = WorkerShop

/**
 * «Магазины» of a worker's profile for staff: the shops that know the worker (shifts done there, the mean of
 * the marks there, favourite or blocked) first, then the other shops of the worker's city, to favourite or
 * block the worker there.
 */
export function WorkerShops(props: {
  worker: { id: number; fullName: string; confirmed: boolean; cityId: number }
}) {
  const known = useQuery(workerShopsQuery(props.worker.id))
  const shops = useQuery(shopsQueryOptions)
  if (!known.data || !shops.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка магазинов" />
      </div>
    )
  const knownIds = new Set(known.data.map((line) => line.shop.id))
  const lines: Line[] = [
    ...known.data,
    ...shops.data
      .filter((shop) => shop.city.id === props.worker.cityId && !knownIds.has(shop.id))
      .map((shop) => ({
        shop: { id: shop.id, name: shop.name, address: shop.address, cityName: shop.city.name },
        favourite: false,
        block: null,
        excludedFromAutoAccept: false,
        shiftsDone: 0,
        averageMark: null,
      })),
  ]
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Магазины исполнителя</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Магазин
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-3 text-right">
                Смен
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-3">
                Оценка там
              </th>
              <th scope="col" className="px-4 py-3">
                Статус
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Действия</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {lines.map((line) => (
              <tr key={line.shop.id} className="align-top">
                <td className="px-4 py-3">
                  <span className="block font-medium text-gray-900">{line.shop.name}</span>
                  <span className="block text-gray-500">{line.shop.address}</span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{line.shiftsDone}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <RatingValue value={line.averageMark} />
                </td>
                <td className="px-4 py-3">
                  <StandingChip
                    favourite={line.favourite}
                    block={line.block}
                    excluded={line.excludedFromAutoAccept}
                  />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <StandingActions
                    shop={line.shop}
                    worker={props.worker}
                    favourite={line.favourite}
                    block={line.block}
                    excluded={line.excludedFromAutoAccept}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
