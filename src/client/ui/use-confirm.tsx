import { lazy, Suspense, useCallback, useRef, type ReactNode } from 'react'
import { useDialog } from './use-dialog.ts'
import { useLatched } from './use-latched.ts'

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'))

export type ConfirmRequest = {
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  danger: boolean
}

export type Confirm = (input: {
  title: string
  message: string
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
}) => Promise<boolean>

/**
 * Asking the user to confirm an action, as a dialog of the page (`useDialog`): answers the function that asks
 * (true only for the confirm button) and the dialog, which the page renders. The dialog's code loads when it is
 * first needed, so no first screen carries it.
 */
export function useConfirm(): [Confirm, ReactNode] {
  const dialog = useDialog<ConfirmRequest>()
  const { open, close } = dialog
  const pending = useRef<(ok: boolean) => void>(null)
  const confirm = useCallback<Confirm>(
    (input) => {
      pending.current?.(false)
      return new Promise((resolve) => {
        pending.current = resolve
        open({ confirmLabel: 'Подтвердить', cancelLabel: 'Отмена', danger: false, ...input })
      })
    },
    [open],
  )
  const answer = (ok: boolean) => {
    pending.current?.(ok)
    pending.current = null
    close()
  }
  const needed = useLatched(dialog.isOpen)
  const element = needed && (
    <Suspense fallback={null}>
      <ConfirmDialogView request={dialog.subject} onAnswer={answer} />
    </Suspense>
  )
  return [confirm, element]
}
