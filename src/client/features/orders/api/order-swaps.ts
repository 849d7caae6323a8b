import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { swapEndpoints } from '#contract/swaps/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey, endpointQuery, useChange } from '../../../lib/endpoint-query.ts'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { orderKeys } from './order-keys.ts'

/** The live swaps of one order, for staff: who proposed, who is asked, both shifts. */
export const orderSwapsQueryOptions = (orderId: number) =>
  endpointQuery(swapEndpoints.filter, { body: { orderId } })

/** Staff's approval or rejection: both orders may change executor, so every open order and table reloads. */
export const useDecideSwap = () =>
  useChange((input: { id: number; approve: boolean }) => call(swapEndpoints.decide, { body: input }), {
    invalidates: [endpointKey(swapEndpoints.filter), endpointKey(orderEndpoints.byId), orderKeys.lists],
    onSuccess: (swap) =>
      notify({
        status: 'success',
        message: swap.status === 'APPROVED' ? 'Обмен сменами одобрен' : 'Обмен сменами отклонён',
      }),
    onError: notifyFailure,
  })
