import { useRouter } from '@tanstack/react-router'
import { platformRulesEndpoints as calls } from '#contract/platform-rules/endpoints.ts'
import { platformRulesLabels } from '#contract/platform-rules/messages.ts'
import { useEndpointChange } from '../../../lib/endpoint-query.ts'
import { tokenStore } from '../../../lib/tokens.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'

/**
 * Withdrawing the personal-data consent deletes the profile (decision 095): asked for twice, since nothing
 * brings the profile back; the server refuses while an order or its payment is still open.
 */
export function ConsentWithdrawal() {
  const router = useRouter()
  const [confirm, confirmDialog] = useConfirm()
  const withdraw = useEndpointChange(calls.withdrawConsent, {
    invalidates: [],
    onSuccess: () => {
      tokenStore.clear()
      notify({ status: 'success', message: 'Согласие отозвано, профиль удалён' })
      void router.navigate({ to: '/login', replace: true })
    },
  })
  const ask = async () => {
    const ok = await confirm({
      title: 'Отозвать согласие?',
      message:
        'Профиль будет удалён, войти в него будет нельзя. Документы по выполненным заказам хранятся в сроки, установленные законом.',
      confirmLabel: 'Отозвать и удалить профиль',
      danger: true,
    })
    if (ok) await withdraw.submit({ body: { deleteAccount: true } })
  }
  return (
    <section
      className="mt-6 space-y-2 rounded-xl bg-white p-4 ring-1 ring-gray-200"
      aria-label={platformRulesLabels.consent}
    >
      <h2 className="text-base font-semibold text-gray-900">{platformRulesLabels.consent}</h2>
      <p className="text-sm text-gray-700">
        Вы дали его при регистрации. Отозвать согласие можно, когда все ваши заказы завершены и оплачены.
      </p>
      <Button variant="secondary" loading={withdraw.isPending} onClick={() => void ask()}>
        Отозвать согласие
      </Button>
      {confirmDialog}
    </section>
  )
}
