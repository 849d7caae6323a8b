import { useQuery } from '@tanstack/react-query'
import { paymentEndpoints } from '#contract/payments/endpoints.ts'
import { endpointQuery } from '../lib/endpoint-query.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'

/** `GET /api/order/my-earnings`: the worker's money by the payment stories of their shifts (decision 084). */
export const myEarningsQueryOptions = endpointQuery(paymentEndpoints.myEarnings)

const cardClass = 'space-y-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200'

/**
 * «Заработано за месяц» with what of it is on the card and what is still on its way: the same numbers at the
 * top of Мои подработки and in Профиль, counted by the server from the same stories the cards tell.
 */
export function MonthEarnings() {
  const earnings = useQuery(myEarningsQueryOptions)
  if (!earnings.data) return earnings.fetchStatus === 'fetching' ? <MonthEarningsLoading /> : null
  const { earnedThisMonth, creditedThisMonth, onItsWay, refusedCount } = earnings.data
  return (
    <section aria-label="Заработано за месяц" className={cardClass}>
      <p className="text-sm text-gray-600">Заработано за месяц</p>
      <p className="text-2xl font-semibold text-gray-900">{formatRoubles(earnedThisMonth)}</p>
      <p className="text-sm text-gray-700">Из них зачислено на карту: {formatRoubles(creditedThisMonth)}</p>
      {Number(onItsWay) > 0 && (
        <p className="text-sm text-gray-700">Ещё в пути по всем сменам: {formatRoubles(onItsWay)}</p>
      )}
      {refusedCount > 0 && (
        <p className="text-sm font-medium text-red-800">Банк отклонил выплат: {refusedCount}</p>
      )}
    </section>
  )
}

/** The card's frame while the figures load: what is below it on the page stays where a thumb is about to tap. */
function MonthEarningsLoading() {
  return (
    <section aria-label="Заработано за месяц" aria-busy className={cardClass}>
      <p className="text-sm text-gray-600">Заработано за месяц</p>
      <div aria-hidden className="animate-pulse space-y-2 py-1">
        <div className="h-7 w-1/3 rounded bg-gray-200" />
        <div className="h-4 w-2/3 rounded bg-gray-100" />
      </div>
    </section>
  )
}
