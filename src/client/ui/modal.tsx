import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { isOpenModal, modalClosed, modalOpened } from './modal-stack.ts'

/**
 * The dialog element is a screen-wide, dimmed frame (its own padding is the backdrop, so a click there is a click on
 * the dialog element) that places the panel: in the middle, at the top on a phone (`top`, which keeps the bottom
 * free for the snackbar), at the bottom on a phone (`sheet`), or along one side (a drawer).
 */
const frame =
  'm-0 h-dvh max-h-none w-full max-w-none overflow-visible bg-gray-900/40 open:flex backdrop:bg-transparent'
export const modalFrameClass = {
  centred: `${frame} items-center justify-center p-4`,
  top: `${frame} items-start justify-center p-4 sm:items-center`,
  sheet: `${frame} items-end justify-center p-3 sm:items-center`,
  left: `${frame} justify-start p-0`,
  right: `${frame} justify-end p-0`,
}

const fields = 'input:not([type="hidden"]), textarea, select, [role="radio"][tabindex="0"], [role="combobox"]'

/**
 * Once the dialog is drawn, its first field takes the focus (the browser gives it to the first control, a button).
 * Not a list that opens on focus (a combobox): the person opens that themself.
 */
function focusFirstField(panel: HTMLElement) {
  requestAnimationFrame(() => {
    const first = panel.querySelector<HTMLElement>(fields)
    if (first && first.getAttribute('role') !== 'combobox' && !first.hasAttribute('disabled')) first.focus()
  })
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab goes round the dialog's own controls: the browser would move on from the last one to its own address bar,
 * or, with none, out of the page.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return
  const controls = [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const wrapTo = event.shiftKey
    ? active === first || !controls.includes(active as HTMLElement)
      ? last
      : null
    : active === last
      ? first
      : null
  if (!wrapTo) return
  event.preventDefault()
  wrapTo.focus()
}

/** While open the page behind does not scroll (on a phone the menu would otherwise drag it along). */
function lockPageScroll() {
  const page = document.documentElement
  const overflow = page.style.overflow
  page.style.overflow = 'hidden'
  return () => {
    page.style.overflow = overflow
  }
}

/**
 * The one dialog primitive (decision 115): the browser's own modal `<dialog>`. The page behind is inert and Tab
 * goes round the dialog's controls, so focus stays inside; Escape asks `onClose`, and a click on the backdrop too
 * unless `keepOnBackdrop`; closing gives focus back to the opener. It costs no library, so the phone's menu and
 * sign-out warning carry it at no cost. The open ones are kept in order (`modal-stack.ts`): the snackbar is drawn
 * inside the topmost, beside its panel.
 */
export function Modal(props: {
  open: boolean
  onClose: () => void
  /** The id of the element that names the dialog (its title). */
  labelledBy: string
  describedBy?: string
  /** A question that must be answered with a button: a click beside it does not close it. */
  keepOnBackdrop?: boolean
  /** Opens on its first field (a form) rather than on its first control. */
  startOnField?: boolean
  /** Where the panel stands: one of `modalFrameClass`. */
  frameClassName: string
  /** The panel's look. */
  className: string
  /** The element itself, for what must sit inside the dialog to work (Headless UI's floating lists). */
  dialogRef?: RefObject<HTMLDialogElement | null>
  children: ReactNode
}) {
  const ownRef = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const ref = props.dialogRef ?? ownRef
  const onClose = useRef(props.onClose)
  const keepOnBackdrop = useRef(props.keepOnBackdrop)
  useLayoutEffect(() => {
    onClose.current = props.onClose
    keepOnBackdrop.current = props.keepOnBackdrop
  })

  // A layout effect: when the dialog goes with its page, it is closed before it leaves the document, so the
  // browser still gives focus back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!props.open || !dialog) return
    const panel = panelRef.current
    // A form starts on its panel, then on its first field: the browser would focus the first control, and a
    // list that opens on focus (a combobox) would open over the form.
    if (props.startOnField) panel?.setAttribute('autofocus', '')
    if (!dialog.open) dialog.showModal()
    if (props.startOnField && panel) focusFirstField(panel)
    modalOpened(dialog)
    const unlock = lockPageScroll()
    return () => {
      unlock()
      modalClosed(dialog)
      if (dialog.open) dialog.close()
    }
  }, [props.open, props.startOnField, ref])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // The page's state decides whether the dialog is open: Escape only asks, as the close button does.
    const cancel = (event: Event) => {
      event.preventDefault()
      onClose.current()
    }
    // A click whose press and release both fell on the backdrop (the dialog element itself, outside its
    // content); a text selection dragged out of a field does not close it.
    let pressedOnBackdrop = false
    const press = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog
    }
    const click = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop && !keepOnBackdrop.current) onClose.current()
    }
    // The browser closes it itself on a second Escape with no tap or click between (its rule against dialogs
    // that will not let go): the page is told, as for any Escape.
    const closedByBrowser = () => {
      if (isOpenModal(dialog)) onClose.current()
    }
    const keydown = (event: KeyboardEvent) => keepTabInside(dialog, event)
    dialog.addEventListener('keydown', keydown)
    dialog.addEventListener('cancel', cancel)
    dialog.addEventListener('pointerdown', press)
    dialog.addEventListener('click', click)
    dialog.addEventListener('close', closedByBrowser)
    return () => {
      dialog.removeEventListener('keydown', keydown)
      dialog.removeEventListener('cancel', cancel)
      dialog.removeEventListener('pointerdown', press)
      dialog.removeEventListener('click', click)
      dialog.removeEventListener('close', closedByBrowser)
    }
  }, [ref])

  // The dialog element is only the frame; the panel inside is what the dialog is to assistive technology and the
  // tests. The snackbar, drawn into the frame beside the panel, is then above the dialog without being part of it.
  return (
    <dialog ref={ref} role="none" className={props.frameClassName}>
      <div
        ref={panelRef}
        tabIndex={props.startOnField ? -1 : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        className={`focus:outline-none ${props.className}`}
      >
        {props.children}
      </div>
    </dialog>
  )
}
