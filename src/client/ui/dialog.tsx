import { Portal } from '@headlessui/react'
import { XMarkIcon } from '@heroicons/react/24/outline'
import { useId, useRef, type FormEventHandler, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Modal, modalFrameClass } from './modal.tsx'

/**
 * Spec section 2: dialogs are 400, 600, 900 or 1200 px wide. The spec's 1400 and widths in vw are left out:
 * no dialog needs them (docs/decisions/021-spec-rows.md).
 */
export type DialogWidth = 400 | 600 | 900 | 1200

const maxWidths: Record<DialogWidth, string> = {
  400: 'max-w-[400px]',
  600: 'max-w-[600px]',
  900: 'max-w-[900px]',
  1200: 'max-w-[1200px]',
}

/**
 * A form or content dialog on the one primitive (`Modal`): it opens on its first field, focus stays inside, Escape
 * and the backdrop close it, the title names it. On a narrow screen it takes the whole width less a margin.
 * Children are the body and, if any, a `DialogFooter`; a form wraps both so its buttons submit it. The fields'
 * floating lists (Headless UI) are drawn into the dialog element, which covers the screen: neither clipped nor inert.
 */
export function Dialog(props: {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** Beside the title: a status chip. */
  aside?: ReactNode
  width?: DialogWidth
  children: ReactNode
}) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      startOnField
      dialogRef={dialogRef}
      // On a phone the dialog keeps the bottom free for a message (the snackbar): it never covers the buttons.
      frameClassName={modalFrameClass.top}
      className={`relative flex max-h-[calc(100dvh-9rem)] w-full sm:max-h-[calc(100dvh-2rem)] flex-col rounded-xl bg-white shadow-xl ${maxWidths[props.width ?? 600]}`}
    >
      {props.open && (
        <Portal.Group target={dialogRef}>
          <div className="flex items-start gap-3 border-b border-gray-200 py-4 pr-14 pl-6">
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                {props.title}
              </h2>
              {props.aside}
            </div>
          </div>
          {props.children}
          {/* After the body in the page's order, drawn in the corner: tabbing starts at the dialog's fields. */}
          <button
            type="button"
            onClick={props.onClose}
            aria-label="Закрыть"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            <XMarkIcon className="size-6" aria-hidden />
          </button>
        </Portal.Group>
      )}
    </Modal>
  )
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
}

/** The dialog's buttons, the main action last (on the right). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 bg-gray-50 px-6 py-4 rounded-b-xl">
      {children}
    </div>
  )
}

/** A form dialog's buttons: «Отмена», then the form's submit, which spins while the change is sent. */
export function FormDialogFooter(props: { onCancel: () => void; submitLabel: string; pending: boolean }) {
  return (
    <DialogFooter>
      <Button variant="ghost" onClick={props.onCancel}>
        Отмена
      </Button>
      <Button type="submit" loading={props.pending}>
        {props.submitLabel}
      </Button>
    </DialogFooter>
  )
}

/** A dialog that is one form: its fields in the body, then «Отмена» and the submit, so Enter submits it. */
export function FormDialog(props: {
  open: boolean
  onClose: () => void
  title: ReactNode
  width?: DialogWidth
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: string
  pending: boolean
  children: ReactNode
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} width={props.width}>
      <form onSubmit={props.onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>{props.children}</DialogBody>
        <FormDialogFooter onCancel={props.onClose} submitLabel={props.submitLabel} pending={props.pending} />
      </form>
    </Dialog>
  )
}
