import { fillOverviewEndpoints as calls } from '#contract/fill-overview/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** Under `['order', …]`: every change of an order refreshes it with the rest. */
export const orderFillQuery = (orderId: number) => endpointQuery(calls.orderFill, { query: { id: orderId } })

/** The next 48 hours move by the clock as much as by changes: read again every minute. */
export const unfilledSoonQuery = () => ({ ...endpointQuery(calls.unfilledSoon), refetchInterval: 60_000 })
