import { useId, useState, type FormEvent } from 'react'
import { CheckCircleIcon, MapPinIcon, SignalSlashIcon } from '@heroicons/react/24/outline'
import { checkInMessages, shopCodeScanMessages } from '#contract/check-in/messages.ts'
import { readShopCodeQr } from '#contract/check-in/rules.ts'
import type { Order } from '#contract/orders/order.ts'
import { QrScanner } from '../../../shared/qr-scan/qr-scanner.tsx'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { errorClass, hintClass, inputClass, labelClass } from '../../../ui/fields/field-frame.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useOnline } from '../../../pwa/network-status.ts'
import { useSendCheck } from '../api/send-check.ts'
import { usePosition, type PositionState } from '../use-position.ts'

export type CheckKind = 'checkIn' | 'checkOut'

const texts = {
  checkIn: {
    title: 'Я на месте',
    submit: 'Отметить приход',
    sent: 'Приход отмечен',
    queued: 'Нет сети: приход сохранён на телефоне и отправится, когда появится связь',
  },
  checkOut: {
    title: 'Ухожу со смены',
    submit: 'Отметить уход',
    sent: 'Уход отмечен. Спасибо за работу!',
    queued: 'Нет сети: уход сохранён на телефоне и отправится, когда появится связь',
  },
} as const

function PositionLine({ position }: { position: PositionState }) {
  const line = {
    asking: 'Определяем местоположение…',
    known: 'Местоположение получено',
    unavailable: 'Местоположение недоступно — отметку подтвердит код магазина',
  }[position.kind]
  const Icon = position.kind === 'known' ? CheckCircleIcon : MapPinIcon
  return (
    <p className="flex items-start gap-2 text-sm text-gray-700" role="status">
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${position.kind === 'known' ? 'text-primary-700' : 'text-gray-500'}`}
        aria-hidden
      />
      {line}
    </p>
  )
}

/**
 * The check at the shop (issue 25): the six digits from the shop's screen and the position where the phone
 * gives one. The time is the phone's when «Отметить» is tapped; without a network the check waits on the phone.
 */
export function CheckDialog(props: { order: Order; kind: CheckKind; onClose: () => void }) {
  const { order, kind } = props
  const text = texts[kind]
  const codeId = useId()
  const online = useOnline()
  const position = usePosition()
  const send = useSendCheck()
  const [code, setCode] = useState('')
  const [error, setError] = useState<{ message: string; field: 'code' | null } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (code !== '' && !/^\d{6}$/.test(code)) {
      setError({ message: checkInMessages.codeFormat, field: 'code' })
      return
    }
    setBusy(true)
    const outcome = await send({
      kind,
      body: {
        id: order.id,
        at: new Date().toISOString(),
        ...(code && { code }),
        ...(position.kind === 'known' && { latitude: position.latitude, longitude: position.longitude }),
      },
    })
    setBusy(false)
    if (outcome.kind === 'refused') {
      setError({ message: outcome.message, field: outcome.field })
      return
    }
    notify({ status: outcome.kind === 'sent' ? 'success' : 'info', message: text[outcome.kind] })
    props.onClose()
  }

  const codeError = error?.field === 'code' ? error.message : null
  return (
    <Dialog open onClose={props.onClose} title={text.title} width={400}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="space-y-4">
            <p className="text-sm text-gray-700">
              {order.shop.name}, {order.shop.address}
            </p>
            <div className="space-y-1.5">
              <label htmlFor={codeId} className={labelClass}>
                Код с экрана магазина
              </label>
              <input
                id={codeId}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, '').slice(0, 6))
                  setError(null)
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="000000"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={`${codeId}-note`}
                className={`${inputClass} text-center font-mono text-2xl tracking-[0.4em] sm:text-2xl`}
              />
              <p id={`${codeId}-note`} className={codeError ? errorClass : hintClass}>
                {codeError ?? 'Шесть цифр под QR-кодом; без кода отметку проверит магазин'}
              </p>
              <QrScanner
                messages={shopCodeScanMessages}
                cameraLabel="Сканировать QR-код магазина"
                onText={(text) => {
                  const read = readShopCodeQr(text)
                  if (!read) setError({ message: checkInMessages.notShopCode, field: 'code' })
                  else if (read.shopId !== null && read.shopId !== order.shop.id)
                    setError({ message: checkInMessages.otherShop, field: 'code' })
                  else {
                    setCode(read.code)
                    setError(null)
                  }
                }}
              />
            </div>
            <PositionLine position={position} />
            {!online && (
              <p className="flex items-start gap-2 text-sm text-gray-700">
                <SignalSlashIcon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
                Нет сети: отметка сохранится на телефоне со временем сейчас и уйдёт, когда появится связь
              </p>
            )}
            {error && !codeError && (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {error.message}
              </p>
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={busy}>
            {text.submit}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
