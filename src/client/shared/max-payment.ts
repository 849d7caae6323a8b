import { queryOptions } from '@tanstack/react-query'
import type { Money } from '#contract/common/money.ts'
import { settingsEndpoints } from '#contract/settings/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { endpointKey } from '../lib/endpoint-query.ts'

/**
 * The maximum payment (spec section 7), read by the settings tab and by the finish dialog under one key, so a
 * change saved in the tab shows in the dialog. The server answers `{ value }`, the sum as money on the wire.
 */
export const maxPaymentKey = endpointKey(settingsEndpoints.maxPayment)

export const readMaxPayment = async (): Promise<Money> => (await call(settingsEndpoints.maxPayment)).value

/**
 * The finish dialog's read. A failure is silent and not retried: the dialog then learns the limit from a save
 * the server refuses for the sum (`rememberMaxPayment`).
 */
export const maxPaymentQueryOptions = queryOptions({
  queryKey: maxPaymentKey,
  queryFn: readMaxPayment,
  staleTime: 5 * 60_000,
  retry: false,
  meta: { silent: true },
})
