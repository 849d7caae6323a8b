import { useId } from 'react'
import { waitingChecksAtSignOut } from '#contract/check-in/waiting-checks.ts'
import { Button } from '../../../ui/button.tsx'
import { useModal } from '../../../ui/use-modal.ts'

/**
 * Asked before signing out while checks wait on the phone (decision 037). On the browser's own modal dialog,
 * like the menu's drawer: it must open on a phone without a network, so it is part of the first screen and
 * needs no dialog library there. Escape and «Остаться» keep the worker signed in; showModal puts the focus on «Остаться», the first button.
 */
export function SignOutWarning(props: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const dialogRef = useModal(props.open)
  const titleId = useId()
  const messageId = useId()

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={props.onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-[400px] rounded-xl bg-white p-6 shadow-xl backdrop:bg-gray-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        Выйти из приложения?
      </h2>
      <p id={messageId} className="mt-2 text-sm text-gray-700">
        {waitingChecksAtSignOut}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={props.onClose}>
          Остаться
        </Button>
        <Button onClick={props.onSignOut}>Выйти</Button>
      </div>
    </dialog>
  )
}
