import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useLatched } from './use-latched.ts'

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'))

export type ConfirmRequest = {
  title: string
  message: string
  confirmLabel: string
  danger: boolean
  resolve: (ok: boolean) => void
}

let current: ConfirmRequest | null = null
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

/** The one confirm dialog of the layout (spec section 2); its code loads when it is first needed. */
export function ConfirmDialogHost() {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
  const needed = useLatched(request !== null)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView request={request} onAnswer={answer} />
    </Suspense>
  )
}
