import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'

/** A secret the server answers only once (a webhook's signing secret, an API key): copy it now or never. */
export function ShownOnceDialog(props: {
  title: string
  explanation: string
  label: string
  value: string | null
  onClose: () => void
}) {
  const copy = async () => {
    await navigator.clipboard.writeText(props.value ?? '')
    notify({ status: 'success', message: `${props.label} скопирован` })
  }
  return (
    <Dialog open={props.value !== null} onClose={props.onClose} title={props.title} width={600}>
      <DialogBody>
        <p className="text-sm text-gray-700">
          {props.explanation} Сохраните его сейчас: больше он показан не будет.
        </p>
        <label className="mt-4 block text-sm font-medium text-gray-900" htmlFor="shown-once-value">
          {props.label}
        </label>
        <input
          id="shown-once-value"
          readOnly
          value={props.value ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3 font-mono text-sm text-gray-900"
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => void copy()}>
          Скопировать
        </Button>
        <Button onClick={props.onClose}>Готово</Button>
      </DialogFooter>
    </Dialog>
  )
}
