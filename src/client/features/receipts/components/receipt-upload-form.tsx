import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { CameraIcon, PaperClipIcon } from '@heroicons/react/24/outline'
import { ApiError } from '../../../lib/api-error.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useSession } from '../../../shared/current-user.ts'
import { navigationKeys } from '../../../shared/navigation-counts.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { receiptKeys } from '../api/receipt-keys.ts'
import { uploadReceipt } from '../api/upload-receipt.ts'
import { formatFileSize, receiptFileProblem } from '../receipt-file.ts'
import { UploadProgress } from './upload-progress.tsx'

const pickerClass =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-primary-800 ring-1 ring-inset ring-primary-700/40 hover:bg-primary-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-700'

/** Pick the receipt for the chosen order (a file, or a photo taken now) and send it; stored, not checked. */
export function ReceiptUploadForm({ orderId }: { orderId: number | null }) {
  const ids = { hint: useId(), offline: useId() }
  const online = useOnline()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(0)
  const problem = file ? receiptFileProblem(file) : null
  const session = useSession()

  // The answer is one receipt, not a list the page shows: the lists refresh instead.
  const upload = useChange(
    (input: { orderId: number; file: File }) =>
      uploadReceipt({ ...input, accessToken: session.accessToken() }, setProgress),
    {
      invalidates: [
        receiptKeys.mine(),
        receiptKeys.needed(),
        workerOrderKeys.paidShifts(),
        navigationKeys.all,
      ],
      onSuccess: (receipt) => {
        notify({ status: 'success', message: `Чек к заказу № ${receipt.orderNumber} загружен` })
        setFile(null)
      },
    },
  )

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset()
    setFile(event.target.files?.[0] ?? null)
    // The same file may be chosen again after a failure: the input must not keep it.
    event.target.value = ''
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file || problem || orderId === null) return
    setProgress(0)
    void upload.submit({ orderId, file })
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <fieldset className="space-y-2" disabled={upload.isPending}>
        <legend className="text-sm font-medium text-gray-900">Чек из «Мой налог»</legend>
        <p id={ids.hint} className="text-sm text-gray-600">
          Фото или PDF, не больше 10 МБ.
        </p>
        <div className="grid gap-2">
          <label className={pickerClass}>
            <input
              type="file"
              accept="image/*,application/pdf"
              aria-describedby={ids.hint}
              onChange={choose}
              className="sr-only"
            />
            <PaperClipIcon className="size-5" aria-hidden />
            Выбрать файл
          </label>
          <label className={pickerClass}>
            <input type="file" accept="image/*" capture="environment" onChange={choose} className="sr-only" />
            <CameraIcon className="size-5" aria-hidden />
            Сфотографировать чек
          </label>
        </div>
        {file && (
          <p className="break-all text-sm text-gray-800">
            <span className="font-medium">{file.name}</span>
            <span className="text-gray-500"> · {formatFileSize(file.size)}</span>
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </fieldset>

      {upload.isPending && <UploadProgress fraction={progress} />}
      {upload.isError && file && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Чек не отправлен. {upload.error instanceof ApiError ? upload.error.message : 'Попробуйте ещё раз.'}
        </p>
      )}

      <Button
        type="submit"
        block
        loading={upload.isPending}
        disabled={orderId === null || !file || Boolean(problem) || !online}
        aria-describedby={online ? undefined : ids.offline}
      >
        {upload.isError && file ? 'Повторить отправку' : 'Отправить чек'}
      </Button>
      {!online && <NeedsNetworkHint id={ids.offline} />}
    </form>
  )
}
