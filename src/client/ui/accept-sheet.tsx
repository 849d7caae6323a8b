import { useId, type ReactNode } from 'react'
import type { DocumentTextIcon } from '@heroicons/react/24/outline'
import { Button } from './button.tsx'
import { Modal, modalFrameClass } from './modal.tsx'

/**
 * What the worker accepts before going on (a contract offer, the platform's rules), as a sheet from the bottom of
 * the phone: the icon beside the title and why, what is accepted, then the way back and the acceptance. It does not
 * close while the acceptance is on its way (`busy`).
 */
export function AcceptSheet(props: {
  open: boolean
  busy: boolean
  onClose: () => void
  icon: typeof DocumentTextIcon
  title: ReactNode
  message: ReactNode
  /** `lg` for a long text, which scrolls inside the sheet. */
  width: 'md' | 'lg'
  cancelLabel: string
  acceptLabel: string
  canAccept: boolean
  onAccept: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const messageId = useId()
  const close = () => {
    if (!props.busy) props.onClose()
  }
  const Icon = props.icon
  return (
    <Modal
      open={props.open}
      onClose={close}
      labelledBy={titleId}
      describedBy={messageId}
      frameClassName={modalFrameClass.sheet}
      className={`flex max-h-[90dvh] w-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-xl ${props.width === 'lg' ? 'max-w-lg' : 'max-w-md'}`}
    >
      {props.open && (
        <>
          <div className="flex items-start gap-3">
            <Icon className="size-6 shrink-0 text-primary-700" aria-hidden />
            <div className="space-y-1">
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                {props.title}
              </h2>
              <p id={messageId} className="text-sm text-gray-700">
                {props.message}
              </p>
            </div>
          </div>
          {props.children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={props.busy}>
              {props.cancelLabel}
            </Button>
            <Button disabled={!props.canAccept} loading={props.busy} onClick={props.onAccept}>
              {props.acceptLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
