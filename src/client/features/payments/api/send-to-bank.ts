import { paymentEndpoints as calls } from '#contract/payments/endpoints.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** `POST /api/order/send-to-bank`: the selected payments or all filtered; the table refreshes, sent or not. */
export const useSendToBank = () =>
  useEndpointChange(calls.sendToBank, { invalidates: [endpointKey(calls.filter)] })
