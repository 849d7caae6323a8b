import { useQuery } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import { formatDuration, formatLocalDateTime } from '../../../shared/format/local-time.ts'
// The proposed times are written in the proposed shop's own offset, which this reads them in.
import { formatShopShift } from '../../../shared/worker-orders/shop-time.ts'
import { orderFillQuery } from '../api/fill-overview.ts'
import { DetailItem } from './detail-grid.tsx'

/**
 * Issue 49 on the staff's order: the executor released it and a replacement is looked for until the cutoff;
 * or a change staff made waits for the executor's consent, the order standing as it was.
 */
export function FillState({ order }: { order: Order }) {
  const offset = order.shop.city.utcOffset
  const change = order.pendingChange
  return (
    <>
      <FillLine order={order} />
      {order.replacement && (
        <DetailItem label="Замена" wide>
          <span className="font-medium text-amber-800">
            Исполнитель не сможет выйти: ищем замену до{' '}
            {formatLocalDateTime(order.replacement.cutoffAt, offset)}
          </span>
          <span className="block text-gray-500">
            Отказ {formatLocalDateTime(order.replacement.releasedAt, offset)}. Пока замену не нашли, смена за
            исполнителем
          </span>
        </DetailItem>
      )}
      {change && (
        <DetailItem label="Ждёт согласия исполнителя" wide>
          <span className="font-medium text-sky-800">
            {formatShopShift(change.dateTime, change.dateTo)}
            {' · '}
            {change.shop.name} · {change.service.fullName} ·{' '}
            {formatRoubles(change.factTariffValue ?? change.planTariffValue)}{' '}
            {tariffPeriodLabels[change.factTariffPeriod ?? change.planTariffPeriod].toLowerCase()}
          </span>
          <span className="block text-gray-500">До ответа заказ остаётся прежним</span>
        </DetailItem>
      )}
    </>
  )
}

/** «Заполнено 2 из 3»: the places of this shift (its shop, service and times) confirmed, and how fast this one was. */
function FillLine({ order }: { order: Order }) {
  const fill = useQuery(orderFillQuery(order.id)).data
  if (!fill) return null
  return (
    <DetailItem label="Заполнение">
      Заполнено {fill.filled} из {fill.needed}
      <span className="block text-gray-500">
        {fill.minutesToFill === null
          ? 'Этот заказ ещё не заполнен'
          : `Заполнен за ${formatDuration(fill.minutesToFill)} после публикации`}
      </span>
    </DetailItem>
  )
}
