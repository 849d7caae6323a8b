import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'

/** The webhook's signing secret, shown this once: the server answers it only when the webhook is made. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(secret ?? '')
    notify({ status: 'success', message: 'Секрет скопирован' })
  }
  return (
    <Dialog open={secret !== null} onClose={onClose} title="Вебхук добавлен" width={600}>
      <DialogBody>
        <p className="text-sm text-gray-700">
          Этим секретом ваша система проверяет подпись каждой доставки (заголовок Smeny-Signature). Сохраните
          его сейчас: больше он показан не будет.
        </p>
        <label className="mt-4 block text-sm font-medium text-gray-900" htmlFor="webhook-secret">
          Секрет
        </label>
        <input
          id="webhook-secret"
          readOnly
          value={secret ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3 font-mono text-sm text-gray-900"
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => void copy()}>
          Скопировать
        </Button>
        <Button onClick={onClose}>Готово</Button>
      </DialogFooter>
    </Dialog>
  )
}
