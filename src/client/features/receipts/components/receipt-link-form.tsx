import { useId, useState, type FormEvent } from 'react'
import { receiptCareMessages } from '#contract/receipts/receipt-care.ts'
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
import { checkReceiptLink } from '../api/receipt-care.ts'
import { OtherOrderOffer, type Offer } from './other-order-offer.tsx'

const scanMessages = {
  noCode: receiptLinkMessages.noQrCode,
  notImage: receiptLinkMessages.notImage,
  noCamera: receiptLinkMessages.noCamera,
}

/**
 * The receipt's link from «Мой налог», pasted or read from its QR code (the camera, or a screenshot from the
 * gallery): checked first, nothing stored (decision 085); one that fits is stored with the verdict, one that fits
 * another of my orders is offered for it, any other is refused with the reason. A code read is sent at once.
 */
export function ReceiptLinkForm({ orderId }: { orderId: number | null }) {
  const offlineId = useId()
  const online = useOnline()
  const [link, setLink] = useState('')
  const [checking, setChecking] = useState(false)
  const [checkRefusal, setCheckRefusal] = useState<string | null>(null)
  const [offer, setOffer] = useState<Offer | null>(null)
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
      setOffer(null)
    },
  })
  const reset = () => {
    add.reset()
    setCheckRefusal(null)
    setOffer(null)
  }
  const send = async (text: string) => {
    if (orderId === null || !online) return
    const body = { orderId, link: text.trim() }
    setChecking(true)
    try {
      const check = await checkReceiptLink(body.orderId, body.link)
      if (check.fits) void add.submit({ body })
      else if (check.otherOrder) setOffer({ ...check.otherOrder, link: body.link })
      else setCheckRefusal(receiptCareMessages.doesNotFit(check.reason ?? ''))
    } catch (error) {
      setCheckRefusal(error instanceof ApiError ? error.message : 'Попробуйте ещё раз.')
    } finally {
      setChecking(false)
    }
  }
  const busy = checking || add.isPending
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send(link)
  }
  const refusal =
    checkRefusal ??
    (add.error instanceof ApiError ? add.error.message : add.error ? 'Попробуйте ещё раз.' : null)

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
          reset()
          setLink(event.target.value)
        }}
        disabled={busy}
        hint="В «Мой налог» откройте чек и нажмите «Поделиться», или отсканируйте его QR-код."
      />
      <QrScanner
        messages={scanMessages}
        disabled={busy || orderId === null || !online}
        onText={(text) => {
          reset()
          setLink(text)
          void send(text)
        }}
      />
      {offer && (
        <OtherOrderOffer
          offer={offer}
          busy={add.isPending}
          onAttach={() => void add.submit({ body: { orderId: offer.orderId, link: offer.link } })}
          onDecline={() => setOffer(null)}
        />
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Чек не добавлен. {refusal}
        </p>
      )}
      <Button
        type="submit"
        block
        loading={busy}
        disabled={orderId === null || !link.trim() || !online}
        aria-describedby={online ? undefined : offlineId}
      >
        {busy ? 'Проверяем в «Мой налог»…' : 'Проверить и добавить'}
      </Button>
      {!online && <NeedsNetworkHint id={offlineId} />}
      {orderId === null && <p className="text-sm text-gray-600">{receiptMessages.chooseOrder}</p>}
    </form>
  )
}
