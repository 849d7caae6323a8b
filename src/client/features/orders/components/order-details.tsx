import { certificateStatusLabels } from '#contract/acts/enums.ts'
import { orderResolutionLabels, tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { compensationLabel } from '#contract/orders/sums.ts'
import { RatingValue } from '../../../ui/rating.tsx'
import {
  formatHours,
  formatLocalDateTime,
  formatShift,
  offsetLabel,
} from '../../../shared/format/local-time.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { ShopRating } from '../../../shared/worker-orders/shop-rating.tsx'
import { OrderCheckTimes } from '../../../shared/check-times.tsx'
import { shopPlace } from '../shop-place.ts'
import { DetailGrid, DetailItem } from './detail-grid.tsx'
import { BoostNote } from './boost-note.tsx'
import { FillState } from './fill-state.tsx'
import { OrderSwaps } from './order-swaps.tsx'

const absent = <span className="text-gray-400">—</span>

/** What the order is: the plan, the executor, the act; and the facts once it is FINISHED (spec section 2). */
export function OrderDetails({ order }: { order: Order }) {
  const offset = order.shop.city.utcOffset
  return (
    <div className="space-y-6">
      <DetailGrid>
        <DetailItem label="Услуга">{order.service.fullName}</DetailItem>
        <DetailItem label="Магазин">
          <span className="flex flex-wrap items-center gap-x-3">
            {order.shop.name}
            <ShopRating rating={order.shop.rating} />
          </span>
          <span className="block text-gray-500">{shopPlace(order.shop)}</span>
        </DetailItem>
        <DetailItem label="Смена">
          {formatShift(order.dateTime, order.dateTo, offset)}
          <span className="block text-gray-500">Время магазина, {offsetLabel(offset)}</span>
        </DetailItem>
        <DetailItem label="Исполнитель">
          {order.executor ? (
            <span className="flex flex-wrap items-center gap-x-3">
              {order.executor.fullName}
              <RatingValue value={order.executor.rating} />
            </span>
          ) : (
            'Отсутствует'
          )}
          {order.confirmationDeadline && (
            <span className="block text-gray-500">
              Подтвердить до {formatLocalDateTime(order.confirmationDeadline, offset)}
            </span>
          )}
        </DetailItem>
        <FillState order={order} />
        <OrderSwaps order={order} />
        {order.executor && ['IN_PROGRESS', 'DONE', 'FINISHED'].includes(order.status) && (
          <DetailItem label="Отметки на смене">
            <OrderCheckTimes orderId={order.id} utcOffset={offset} />
          </DetailItem>
        )}
        <DetailItem label="Тариф">
          {formatRoubles(order.planTariffValue)} · {tariffPeriodLabels[order.planTariffPeriod].toLowerCase()}
          <BoostNote order={order} />
        </DetailItem>
        <DetailItem label="Количество">{order.planAssignmentsCount ?? absent}</DetailItem>
        {order.favouritesUntil && (
          <DetailItem label="Сначала избранным">
            {order.favouritesFirstHours} ч, до {formatLocalDateTime(order.favouritesUntil, offset)}
          </DetailItem>
        )}
        <DetailItem label="Сумма">
          <span className="font-semibold">{formatRoubles(order.sum)}</span>
          {order.compensationKind && order.compensationSum && (
            <span className="block text-gray-500">
              {compensationLabel(order.compensationKind, order.compensationHours ?? 0)}:{' '}
              {formatRoubles(order.compensationSum)}
            </span>
          )}
        </DetailItem>
        {order.compensationKind === 'LATE_CANCELLATION' && (
          <DetailItem label="Отмена">Отменён магазином позже срока: исполнителю компенсация</DetailItem>
        )}
        {order.certificateStatus && (
          <DetailItem label="Акт">{certificateStatusLabels[order.certificateStatus]}</DetailItem>
        )}
        {order.mark !== null && <DetailItem label="Оценка">{order.mark} из 5</DetailItem>}
        <DetailItem label="Описание" wide>
          <span className="whitespace-pre-line">{order.description ?? absent}</span>
        </DetailItem>
        <DetailItem label="Комментарий" wide>
          <span className="whitespace-pre-line">{order.comment ?? absent}</span>
        </DetailItem>
      </DetailGrid>
      {order.status === 'FINISHED' && <FactDetails order={order} />}
    </div>
  )
}

function FactDetails({ order }: { order: Order }) {
  return (
    <div className="border-t border-gray-200 pt-4">
      <DetailGrid title="Факт">
        {order.resolution && (
          <DetailItem label="Результат" wide>
            {orderResolutionLabels[order.resolution]}
          </DetailItem>
        )}
        <DetailItem label="Ставка">
          {order.factTariffValue ? formatRoubles(order.factTariffValue) : absent}
        </DetailItem>
        <DetailItem label="Способ тарификации">
          {order.factTariffPeriod ? tariffPeriodLabels[order.factTariffPeriod] : absent}
        </DetailItem>
        <DetailItem label="Количество">{order.factAssignmentsCount ?? absent}</DetailItem>
        <DetailItem label="Время, минут">
          {order.actualTime === null ? (
            absent
          ) : (
            <>
              {order.actualTime}
              <span className="text-gray-500"> ({formatHours(order.actualTime)})</span>
            </>
          )}
        </DetailItem>
      </DetailGrid>
    </div>
  )
}
