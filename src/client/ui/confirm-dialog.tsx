import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { useSyncExternalStore } from 'react'
import { Button } from './button.tsx'

type Request = {
  title: string
  message: string
  confirmLabel: string
  danger: boolean
  resolve: (ok: boolean) => void
}

let current: Request | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Asks the user to confirm an action; resolves true only for the confirm button. */
export function confirmAction(input: {
  title: string
  message: string
  confirmLabel?: string
  danger?: boolean
}): Promise<boolean> {
  current?.resolve(false)
  return new Promise((resolve) => {
    current = { confirmLabel: 'Подтвердить', danger: false, ...input, resolve }
    emit()
  })
}

function answer(ok: boolean) {
  current?.resolve(ok)
  current = null
  emit()
}

/** The one confirm dialog of the layout (spec section 2). */
export function ConfirmDialogHost() {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
  return (
    <Dialog open={request !== null} onClose={() => answer(false)} className="relative z-50">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-[400px] rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">{request?.title}</DialogTitle>
          <Description className="mt-2 text-sm text-gray-600">{request?.message}</Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => answer(false)}>
              Отмена
            </Button>
            <Button variant={request?.danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
              {request?.confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
