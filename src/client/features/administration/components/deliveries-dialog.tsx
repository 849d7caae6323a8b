import { useQuery } from '@tanstack/react-query'
import { displayInstant } from '#contract/common/display-dates.ts'
import {
  deliveryStateLabels,
  webhookEventLabels,
  type Webhook,
  type WebhookDelivery,
} from '#contract/webhooks/webhooks.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip, type ChipTone } from '../../../ui/chip.tsx'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { deliveriesQuery, useResendDelivery } from '../api/webhooks.ts'

const stateTone: Record<WebhookDelivery['state'], ChipTone> = {
  PENDING: 'amber',
  DELIVERED: 'green',
  FAILED: 'red',
}

/** Журнал доставок: the last 50 deliveries of one webhook, each with its last answer, and a resend. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const log = useQuery({ ...deliveriesQuery(webhook?.id ?? 0), enabled: webhook !== null })
  const resend = useResendDelivery()
  const again = async (delivery: WebhookDelivery) => {
    await resend.submit(
      { body: { id: delivery.id } },
      {
        onDone: () =>
          notify({ status: 'success', message: `Доставка № ${delivery.id} будет отправлена ещё раз` }),
      },
    )
  }
  const rows = log.data?.content ?? []
  return (
    <Dialog open={webhook !== null} onClose={onClose} title="Журнал доставок" width={1200}>
      <DialogBody>
        <p className="mb-3 break-all text-sm text-gray-600">{webhook?.url}</p>
        {log.isSuccess && rows.length === 0 ? (
          <EmptyState title="Доставок пока не было" />
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th className="py-2 pr-3 font-medium">№</th>
                <th className="py-2 pr-3 font-medium">Событие</th>
                <th className="py-2 pr-3 font-medium">Заказ</th>
                <th className="py-2 pr-3 font-medium">Состояние</th>
                <th className="py-2 pr-3 font-medium">Попыток</th>
                <th className="py-2 pr-3 font-medium">Последний ответ</th>
                <th className="py-2 pr-3 font-medium">Создана</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {rows.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="py-2 pr-3 tabular-nums">{delivery.id}</td>
                  <td className="py-2 pr-3">{webhookEventLabels[delivery.event]}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {delivery.orderNumber === null ? '—' : `№ ${delivery.orderNumber}`}
                  </td>
                  <td className="py-2 pr-3">
                    <Chip tone={stateTone[delivery.state]}>{deliveryStateLabels[delivery.state]}</Chip>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{delivery.attempts}</td>
                  <td className="py-2 pr-3">
                    {delivery.lastError ?? (delivery.lastStatus ? `Ответ ${delivery.lastStatus}` : '—')}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    {displayInstant(delivery.createdAt, { time: true })}
                  </td>
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      onClick={() => void again(delivery)}
                      aria-label={`Отправить ещё раз доставку № ${delivery.id}`}
                    >
                      Отправить ещё раз
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogBody>
    </Dialog>
  )
}
