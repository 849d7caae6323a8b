import { Portal } from '@headlessui/react'
import { XMarkIcon } from '@heroicons/react/24/outline'
import { useId, useRef, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Modal } from './modal.tsx'

/**
 * Spec section 2: dialogs are 400, 600, 900 or 1200 px wide. The spec's 1400 and widths in vw are left out:
 * no dialog needs them (docs/decisions/021-spec-rows.md).
 */
export type DialogWidth = 400 | 600 | 900 | 1200

const fields = 'input:not([type="hidden"]), textarea, select, [role="radio"][tabindex="0"], [role="combobox"]'

/**
 * Once the dialog is drawn, its first field takes the focus (the browser would give it to the first button). Not a
 * list that opens on focus (a combobox): the person opens that themself.
 */
function focusFirstField(panel: HTMLElement | null) {
  if (!panel) return
  requestAnimationFrame(() => {
    const first = panel.querySelector<HTMLElement>(fields)
    if (first && first.getAttribute('role') !== 'combobox' && !first.hasAttribute('disabled')) first.focus()
  })
}

/**
 * A form or content dialog on the one primitive (`Modal`): it opens on its first field, focus stays inside, Escape
 * and the backdrop close it, the title names it. On a narrow screen it takes the whole width less a margin.
 * Children are the body and, if any, a `DialogFooter`; a form wraps both so its buttons submit it. The dialog
 * covers the screen (its backdrop is its own padding), so the fields' floating lists, drawn inside it, are
 * neither clipped nor inert.
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
  const width = props.width ?? 600
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      dialogRef={dialogRef}
      // On a phone the dialog keeps the bottom free for a message (the snackbar): it never covers the buttons.
      className="m-0 h-dvh max-h-none w-full max-w-none items-start justify-center overflow-visible bg-gray-900/40 p-4 open:flex sm:items-center backdrop:bg-transparent"
    >
      {/* Headless UI removes a portal target it finds empty: this keeps the dialog element in the page. */}
      <span hidden />
      {props.open && (
        <Portal.Group target={dialogRef}>
          <div
            ref={focusFirstField}
            style={{ maxWidth: `${width}px` }}
            className="relative flex max-h-[calc(100dvh-9rem)] w-full sm:max-h-[calc(100dvh-2rem)] flex-col rounded-xl bg-white shadow-xl"
          >
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
          </div>
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
