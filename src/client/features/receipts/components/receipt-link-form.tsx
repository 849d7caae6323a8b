import { useId, useState, type FormEvent } from 'react'
import { receiptLinkMessages, receiptCheckLabels } from '#contract/receipts/receipt-checks.ts'
import { receiptMessages } from '#contract/receipts/requests.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { QrScanner } from '../../../shared/qr-scan/qr-scanner.tsx'
import { Button } from '../../../ui/button.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useAddReceiptByLink } from '../api/add-receipt-by-link.ts'

const scanMessages = {
  noCode: receiptLinkMessages.noQrCode,
  notImage: receiptLinkMessages.notImage,
  noCamera: receiptLinkMessages.noCamera,
}

/**
 * The receipt's link from «Мой налог», pasted or read from its QR code (the camera, or a screenshot from the
 * gallery): the server checks it at the tax service and stores it with the verdict. A code read is sent at once.
 */
export function ReceiptLinkForm({ orderId }: { orderId: number | null }) {
  const offlineId = useId()
  const online = useOnline()
  const [link, setLink] = useState('')
  const add = useAddReceiptByLink({
    onSuccess: (receipt) => {
      const check = receipt.check
      const verdict = check ? receiptCheckLabels[check.status].toLowerCase() : 'добавлен'
      notify({
        status:
          check?.status === 'VERIFIED' ? 'success' : check?.status === 'UNVERIFIED' ? 'info' : 'warning',
        message: `Чек к заказу № ${receipt.orderNumber}: ${verdict}${check?.reason ? `. ${check.reason}` : ''}`,
      })
      setLink('')
    },
  })
  const send = (text: string) => {
    if (orderId === null || !online) return
    add.mutate({ body: { orderId, link: text.trim() } })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send(link)
  }
  const refusal = add.error instanceof ApiError ? add.error.message : add.error ? 'Попробуйте ещё раз.' : null

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        label="Ссылка на чек"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://lknpd.nalog.ru/api/v1/receipt/…"
        maxLength={500}
        value={link}
        onChange={(event) => {
          add.reset()
          setLink(event.target.value)
        }}
        disabled={add.isPending}
        hint="В «Мой налог» откройте чек и нажмите «Поделиться», или отсканируйте его QR-код."
      />
      <QrScanner
        messages={scanMessages}
        disabled={add.isPending || orderId === null || !online}
        onText={(text) => {
          add.reset()
          setLink(text)
          send(text)
        }}
      />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Чек не добавлен. {refusal}
        </p>
      )}
      <Button
        type="submit"
        block
        loading={add.isPending}
        disabled={orderId === null || !link.trim() || !online}
        aria-describedby={online ? undefined : offlineId}
      >
        {add.isPending ? 'Проверяем в «Мой налог»…' : 'Проверить и добавить'}
      </Button>
      {!online && <NeedsNetworkHint id={offlineId} />}
      {orderId === null && <p className="text-sm text-gray-600">{receiptMessages.chooseOrder}</p>}
    </form>
  )
}
