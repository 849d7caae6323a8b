import { lazy, Suspense, useId } from 'react'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip } from '../../../ui/chip.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { confirmContractOffer } from '../api/confirm-contract-offer.ts'
import { isOfferRequired, makeResponse } from '../api/make-response.ts'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { withdrawResponse } from '../api/withdraw-response.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { useLatched } from '../../../ui/use-latched.ts'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { acceptRules, isRulesAcceptanceRequired } from '../../../shared/platform-rules/rules-calls.ts'

// Most orders have no contract offer: its dialog loads only when one is to be shown.
const OfferDialog = lazy(() =>
  import('./offer-dialog.tsx').then((module) => ({ default: module.OfferDialog })),
)
// Shown only after new rules come into force, until the worker accepts them (decision 095).
const RulesDialog = lazy(() =>
  import('../../../shared/platform-rules/rules-dialog.tsx').then((module) => ({
    default: module.RulesDialog,
  })),
)

/** A response moves the order into my responses and marks it in the available ones. */
const responseLists = () => [workerOrderKeys.available(), workerOrderKeys.mine('responses')]

export const RespondedChip = () => <Chip tone="green">Вы откликнулись</Chip>

/**
 * «Откликнуться», or «Отозвать отклик» once I have responded. When the service has a contract offer the
 * server refuses the response until it is accepted; the offer step opens then, and accepting it responds.
 */
export function ResponseActions({ order }: { order: WorkerOrder }) {
  const offer = useDialog()
  const offerNeeded = useLatched(offer.isOpen)
  const rules = useDialog()
  const rulesNeeded = useLatched(rules.isOpen)
  const respond = useWorkerAction({
    mutationFn: () => makeResponse(order.id),
    success: 'Отклик отправлен. Магазин выберет исполнителя и пришлёт заказ на подтверждение',
    lists: responseLists(),
    onError: (error) =>
      isOfferRequired(error)
        ? offer.open()
        : isRulesAcceptanceRequired(error)
          ? rules.open()
          : notifyFailure(error),
  })
  const acceptRulesAndRespond = useWorkerAction({
    mutationFn: async (version: number) => {
      await acceptRules(version)
      return makeResponse(order.id)
    },
    success: 'Правила приняты, отклик отправлен',
    lists: responseLists(),
  })
  const acceptOffer = useWorkerAction({
    mutationFn: async () => {
      await confirmContractOffer(order.id)
      return makeResponse(order.id)
    },
    success: 'Оферта принята, отклик отправлен',
    lists: responseLists(),
  })
  const withdraw = useWorkerAction({
    mutationFn: (responseId: number) => withdrawResponse(responseId),
    success: 'Отклик отозван',
    lists: responseLists(),
  })
  // Offline the buttons are disabled and say why, instead of failing after the tap.
  const online = useOnline()
  const hintId = useId()
  const describedBy = online ? orderTitleId(order.id) : `${orderTitleId(order.id)} ${hintId}`
  const offlineHint = !online && <NeedsNetworkHint id={hintId} />

  if (order.myResponseId !== null) {
    const responseId = order.myResponseId
    return (
      <>
        <Button
          variant="secondary"
          block
          disabled={!online}
          loading={withdraw.isPending}
          aria-describedby={describedBy}
          onClick={() => void withdraw.submit(responseId)}
        >
          Отозвать отклик
        </Button>
        {offlineHint}
      </>
    )
  }
  return (
    <>
      <Button
        block
        disabled={!online}
        loading={respond.isPending}
        aria-describedby={describedBy}
        onClick={() => void respond.submit()}
      >
        Откликнуться
      </Button>
      {offlineHint}
      {offerNeeded && (
        <Suspense fallback={null}>
          <OfferDialog
            open={offer.isOpen}
            serviceName={order.service.fullName}
            busy={acceptOffer.isPending}
            onClose={offer.close}
            onAccept={() => void acceptOffer.submit(undefined, { onDone: offer.close })}
          />
        </Suspense>
      )}
      {rulesNeeded && (
        <Suspense fallback={null}>
          <RulesDialog
            open={rules.isOpen}
            busy={acceptRulesAndRespond.isPending}
            onClose={rules.close}
            onAccept={(version) => void acceptRulesAndRespond.submit(version, { onDone: rules.close })}
          />
        </Suspense>
      )}
    </>
  )
}
