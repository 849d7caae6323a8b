import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentSelection, SendToBankAnswer } from '#contract/payments/payments.ts'
import { api } from '../../../lib/api-client.ts'
import { paymentKeys } from './payment-keys.ts'

/** `POST /api/order/send-to-bank`: the selected payments or all filtered; the table refreshes, sent or not. */
export function useSendToBank() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (selection: PaymentSelection) =>
      api.post<SendToBankAnswer>('/api/order/send-to-bank', selection),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  })
}
