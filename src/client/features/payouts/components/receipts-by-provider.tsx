import { useState } from 'react'
import type { PayoutMethod } from '#contract/payouts/payout-method.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useChangeReceiptsByProvider } from '../api/payout-method.ts'

/**
 * «Чеки за меня» in the payout section (decision 113): how to give ЮMoney the right to register receipts in «Мой
 * налог», and the worker's word that they did. With it a payout to the card carries its receipt, which lands in
 * Чеки by itself; YooKassa does not register receipts with СБП payouts, so those still need the worker's.
 */
export function ReceiptsByProvider({ method, canEdit }: { method: PayoutMethod; canEdit: boolean }) {
  const change = useChangeReceiptsByProvider()
  // The box shows the choice at once; the saved method (or, if refused, the old one) takes over on the answer.
  const [choice, setChoice] = useState<boolean | null>(null)
  const toggle = async (allowed: boolean) => {
    setChoice(allowed)
    await change.submit(
      { body: { allowed } },
      {
        onDone: () =>
          notify({
            status: 'success',
            message: allowed ? 'Чеки за вас будет регистрировать ЮMoney' : 'Чеки снова добавляете вы',
          }),
      },
    )
    setChoice(null)
  }
  return (
    <div className="space-y-2 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold text-gray-900">Чеки за вас</h3>
      <p className="text-sm text-gray-700">
        ЮMoney может сам регистрировать чек в «Мой налог» при выплате на карту: чек появится в разделе «Чеки»
        и срок сдачи чека вас не коснётся. Чтобы разрешить, в приложении «Мой налог» откройте «Прочее» →
        «Партнёры», подключите ЮMoney и включите переключатель ниже.
      </p>
      {method.kind === 'SBP' && method.receiptsByProvider && (
        <p className="text-sm text-amber-800">
          При выплате по СБП ЮMoney чек не регистрирует: добавьте его в «Чеки» сами.
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
        <input
          type="checkbox"
          className="size-5 rounded text-primary-700"
          checked={choice ?? method.receiptsByProvider}
          disabled={!canEdit || change.isPending}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Я разрешил ЮMoney регистрировать чеки за меня
      </label>
    </div>
  )
}
