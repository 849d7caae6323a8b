import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from '@heroicons/react/20/solid'
import { displayInstant } from '#contract/common/display-dates.ts'
import { webhookEventLabels, type Webhook } from '#contract/webhooks/webhooks.ts'
import { Button } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { useRemoveWebhook, webhookListQuery } from '../api/webhooks.ts'
import { AddWebhookDialog } from './add-webhook-dialog.tsx'
import { DeliveriesDialog } from './deliveries-dialog.tsx'
import { ShownOnceDialog } from './shown-once-dialog.tsx'

/** Вебхуки: the chain's addresses for order events (decision 094), each with its delivery log. */
export function WebhooksSection() {
  const list = useQuery(webhookListQuery)
  const adding = useDialog()
  const shownSecret = useDialog<string>()
  const deliveryLog = useDialog<Webhook>()
  const [confirm, confirmDialog] = useConfirm()
  const remove = useRemoveWebhook()

  const removeHook = async (webhook: Webhook) => {
    const confirmed = await confirm({
      title: 'Удалить вебхук?',
      message: `На ${webhook.url} больше ничего не будет отправлено.`,
      confirmLabel: 'Удалить',
      danger: true,
    })
    if (!confirmed) return
    await remove.submit(
      { body: { id: webhook.id } },
      { onDone: () => notify({ status: 'success', message: 'Вебхук удалён' }) },
    )
  }

  const hooks = list.data ?? []
  return (
    <section className="space-y-4" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="text-lg font-semibold text-gray-900">
        Вебхуки
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-gray-600">
          Ваши системы узнают о событиях заказов: каждая доставка подписана секретом вебхука (заголовок
          Smeny-Signature), неудачные повторяются до суток.
        </p>
        <Button onClick={() => adding.open()}>
          <PlusIcon className="size-5" aria-hidden />
          Добавить вебхук
        </Button>
      </div>
      {list.isSuccess && hooks.length === 0 ? (
        <EmptyState title="Вебхуков пока нет" />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {hooks.map((webhook) => (
            <li key={webhook.id} className="flex flex-wrap items-center gap-4 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium text-gray-900">{webhook.url}</p>
                <p className="text-sm text-gray-600">
                  {webhook.events.map((event) => webhookEventLabels[event]).join(', ')} · добавлен{' '}
                  {displayInstant(webhook.createdAt, { time: true })}
                  {webhook.failedDeliveries > 0 && (
                    <span className="text-red-700"> · не доставлено: {webhook.failedDeliveries}</span>
                  )}
                </p>
              </div>
              <Button variant="secondary" onClick={() => deliveryLog.open(webhook)}>
                Журнал доставок
              </Button>
              <Button
                variant="ghost"
                onClick={() => void removeHook(webhook)}
                aria-label={`Удалить вебхук ${webhook.url}`}
              >
                Удалить
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddWebhookDialog
        open={adding.isOpen}
        onClose={adding.close}
        onCreated={(created) => {
          adding.close()
          shownSecret.open(created)
        }}
      />
      <ShownOnceDialog
        title="Вебхук добавлен"
        explanation="Этим секретом ваша система проверяет подпись каждой доставки (заголовок Smeny-Signature)."
        label="Секрет"
        value={shownSecret.subject}
        onClose={shownSecret.close}
      />
      <DeliveriesDialog webhook={deliveryLog.subject} onClose={deliveryLog.close} />
      {confirmDialog}
    </section>
  )
}
