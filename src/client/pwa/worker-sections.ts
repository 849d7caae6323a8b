import type { QueryClient } from '@tanstack/react-query'
import { formerEmployeeEndpoints } from '#contract/former-employees/endpoints.ts'
import { pushEndpoints } from '#contract/notifications/endpoints.ts'
import { workerOrderListSchema } from '#contract/orders/worker-views.ts'
import { endpointQuery } from '../lib/endpoint-query.ts'
import { myReceiptsQueryOptions } from '../features/receipts/api/my-receipts.ts'
import { paidShiftsQueryOptions } from '../features/receipts/api/paid-shifts.ts'
import { receiptsNeededQueryOptions } from '../features/receipts/api/receipts-needed.ts'
import { availableOrdersQueryOptions } from '../features/worker-orders/api/available-orders.ts'
import { myOrdersQueryOptions } from '../features/worker-orders/api/my-orders.ts'
import { shiftsQueryOptions } from '../features/worker-orders/api/shifts.ts'
import { mySwapsQueryOptions } from '../features/worker-orders/api/swap-calls.ts'
import type { WorkerAccess } from '../features/worker-orders/worker-access.ts'
import { availableSlotsQuery, mySlotsQuery } from '../features/standby/api/standby-calls.ts'
import { orderChecksQueryOptions } from '../shared/order-checks.ts'
import { myEarningsQueryOptions } from '../shared/my-earnings.tsx'
import { payoutMethodQueryOptions } from '../features/payouts/api/payout-method.ts'
import { orderPayoutQueryOptions } from '../features/payouts/components/order-payout-line.tsx'

/**
 * Decision 087: every section of the worker's menu is asked for once the first screen is drawn online, so what
 * worker-cache.ts saves holds them all, not only the sections visited — a section first opened offline shows
 * its saved lists instead of placeholders. A not-yet-confirmed worker's sections have nothing to load. A
 * section that reads a new query adds it here (the offline walk in tests/e2e/offline-sections.spec.ts fails
 * otherwise).
 */
export function prefetchWorkerSections(queryClient: QueryClient, access: WorkerAccess): void {
  if (access === 'notConfirmed') return
  if (access === 'active') {
    void queryClient.prefetchInfiniteQuery(availableOrdersQueryOptions)
    void queryClient.prefetchQuery(availableSlotsQuery())
  }
  void queryClient.prefetchQuery(mySlotsQuery())
  void queryClient.prefetchQuery(mySwapsQueryOptions())
  for (const list of workerOrderListSchema.options)
    void queryClient.prefetchInfiniteQuery(myOrdersQueryOptions(list))
  // The Смены tab shows each shift's check-in and check-out («Я на месте»): those are saved too.
  const scheduled = myOrdersQueryOptions('scheduled')
  void queryClient.prefetchInfiniteQuery(scheduled).then(() => {
    const shifts = queryClient.getQueryData(scheduled.queryKey)?.pages.flatMap((page) => page.content) ?? []
    for (const shift of shifts) void queryClient.prefetchQuery(orderChecksQueryOptions(shift.id))
  })
  // Акты show each confirmed act's payout: saved too.
  const acts = myOrdersQueryOptions('acts')
  void queryClient.prefetchInfiniteQuery(acts).then(() => {
    const confirmed = (
      queryClient.getQueryData(acts.queryKey)?.pages.flatMap((page) => page.content) ?? []
    ).filter((order) => order.certificateStatus === 'CONFIRMED')
    for (const order of confirmed) void queryClient.prefetchQuery(orderPayoutQueryOptions(order.id))
  })
  void queryClient.prefetchInfiniteQuery(shiftsQueryOptions)
  void queryClient.prefetchQuery(myEarningsQueryOptions)
  void queryClient.prefetchQuery(payoutMethodQueryOptions)
  void queryClient.prefetchQuery(myReceiptsQueryOptions)
  void queryClient.prefetchQuery(paidShiftsQueryOptions)
  void queryClient.prefetchQuery(receiptsNeededQueryOptions)
  void queryClient.prefetchQuery(endpointQuery(pushEndpoints.preferences))
  void queryClient.prefetchQuery(endpointQuery(formerEmployeeEndpoints.my))
}
