import { useId } from 'react'
import { Button } from './button.tsx'
import { Modal, modalFrameClass } from './modal.tsx'
import type { ConfirmRequest } from './use-confirm.tsx'

export default function ConfirmDialogView(props: {
  request: ConfirmRequest | null
  onAnswer: (ok: boolean) => void
}) {
  const { request, onAnswer } = props
  const titleId = useId()
  const messageId = useId()
  return (
    <Modal
      open={request !== null}
      onClose={() => onAnswer(false)}
      labelledBy={titleId}
      describedBy={messageId}
      frameClassName={modalFrameClass.centred}
      className="w-full max-w-[400px] rounded-xl bg-white p-6 shadow-xl"
    >
      {request && (
        <>
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {request.title}
          </h2>
          <p id={messageId} className="mt-2 text-sm text-gray-600">
            {request.message}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => onAnswer(false)}>
              {request.cancelLabel}
            </Button>
            <Button variant={request.danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
              {request.confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
