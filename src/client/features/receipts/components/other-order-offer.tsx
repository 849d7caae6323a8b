import { attachElsewhereQuestion } from '#contract/receipts/receipt-care.ts'
import { Button } from '../../../ui/button.tsx'

/** A receipt that fits another of my orders awaiting one, and the link to give it there. */
export type Offer = { orderId: number; orderNumber: number; link: string }

/** «Прикрепить к заказу № 1008?» — the receipt is not stored on the chosen order, and offered for the one it fits. */
export function OtherOrderOffer(props: {
  offer: Offer
  busy: boolean
  onAttach: () => void
  onDecline: () => void
}) {
  const question = attachElsewhereQuestion(props.offer.orderNumber)
  return (
    <div
      role="status"
      aria-label={question}
      className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/25"
    >
      <p>
        Этот чек не подходит к выбранному заказу, но подходит к другому. <strong>{question}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button loading={props.busy} onClick={props.onAttach}>
          Прикрепить
        </Button>
        <Button variant="secondary" disabled={props.busy} onClick={props.onDecline}>
          Нет
        </Button>
      </div>
    </div>
  )
}
