import { toOffsetIso } from '#contract/common/instants.ts'
import { confirmationDeadline } from '#contract/orders/confirmation-deadline.ts'
import type { Order } from '#contract/orders/order.ts'
import { orderTotal } from '#contract/orders/sums.ts'
import type { PendingChange } from '#contract/orders/replacement.ts'
import type { OrderViewRow, PendingChangeJson } from '../../shared/order-core/orders.repository.ts'
import { paymentStoryOf } from '../../shared/order-core/payment-story.ts'

/** An order as the API answers it: times in the shop city's offset, the sum computed here. */
export function toOrderView(row: OrderViewRow, confirmationDeadlineHours: number): Order {
  const { order, service, shop, city } = row
  const offset = city.utcOffset
  const certificateStatus = row.certificateStatus ?? (order.status === 'DONE' ? 'NOT_FORMED' : null)
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    description: order.description,
    planAssignmentsCount: order.planAssignmentsCount,
    factAssignmentsCount: order.factAssignmentsCount,
    dateTime: toOffsetIso(order.dateTime, offset),
    dateTo: toOffsetIso(order.dateTo, offset),
    comment: order.comment,
    favouritesFirstHours: order.favouritesFirstHours,
    favouritesUntil: order.favouritesUntil ? toOffsetIso(order.favouritesUntil, offset) : null,
    serviceId: order.serviceId,
    service,
    shopId: order.shopId,
    shop: {
      ...shop,
      city,
      rating: {
        average: row.shopRatingAverage == null ? null : Number(row.shopRatingAverage),
        count: row.shopRatingCount,
      },
    },
    planTariffValue: order.planTariffValue,
    planTariffPeriod: order.planTariffPeriod,
    factTariffValue: order.factTariffValue,
    factTariffPeriod: order.factTariffPeriod,
    actualTime: order.actualTime,
    compensationKind: order.compensationKind,
    compensationHours: order.compensationHours,
    compensationSum: order.compensationSum,
    status: order.status,
    executor:
      order.executorId && row.executorName
        ? {
            id: order.executorId,
            fullName: row.executorName,
            rating: row.executorRating == null ? null : Number(row.executorRating),
          }
        : null,
    mark: order.mark,
    resolution: order.resolution,
    certificateStatus,
    sendToBankStatus: order.sendToBankStatus,
    payment: paymentStoryOf({ ...order, certificateStatus }),
    sum: orderTotal(order),
    responsesCount: row.responsesCount,
    confirmationDeadline:
      order.status === 'APPROVED' && order.approvedAt
        ? toOffsetIso(
            confirmationDeadline(
              { approvedAt: order.approvedAt, dateTime: order.dateTime },
              confirmationDeadlineHours,
            ),
            offset,
          )
        : null,
    replacement: row.replacement && {
      releasedAt: toOffsetIso(new Date(row.replacement.releasedAt), offset),
      cutoffAt: toOffsetIso(new Date(row.replacement.cutoffAt), offset),
    },
    pendingChange: row.pendingChange && pendingChangeView(row.pendingChange),
    boost:
      order.boostPercent > 0 && order.boostBaseTariff
        ? { percent: order.boostPercent, baseTariffValue: order.boostBaseTariff }
        : null,
    boostOff: order.boostOff,
    seriesId: order.seriesId,
    createdAt: order.createdAt.toISOString(),
  }
}

/** The proposed times are in the proposed shop's offset, which may be another city's. */
function pendingChangeView(change: PendingChangeJson): PendingChange {
  const { utcOffset, ...shop } = change.shop
  return {
    ...change,
    shop,
    proposedAt: new Date(change.proposedAt).toISOString(),
    dateTime: toOffsetIso(new Date(change.dateTime), utcOffset),
    dateTo: toOffsetIso(new Date(change.dateTo), utcOffset),
  }
}
