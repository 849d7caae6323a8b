import { useId } from 'react'
import { waitingChecksAtSignOut } from '#contract/check-in/waiting-checks.ts'
import { Button } from '../../../ui/button.tsx'
import { Modal, modalFrameClass } from '../../../ui/modal.tsx'

/**
 * Asked before signing out while checks wait on the phone (decision 037). On the one dialog primitive, like the
 * menu's drawer: it must open on a phone without a network, so it is part of the first screen. Escape and
 * «Остаться» keep the worker signed in (a click beside it does not answer); showModal puts the focus on «Остаться»,
 * the first button.
 */
export function SignOutWarning(props: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const titleId = useId()
  const messageId = useId()

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      describedBy={messageId}
      keepOnBackdrop
      frameClassName={modalFrameClass.centred}
      className="w-full max-w-[400px] rounded-xl bg-white p-6 shadow-xl"
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
    </Modal>
  )
}
