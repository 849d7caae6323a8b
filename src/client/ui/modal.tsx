import {
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'

/**
 * The one dialog primitive (decision 115): the browser's own modal `<dialog>`. The page behind is inert and Tab
 * goes round the dialog's controls, so focus stays inside; Escape asks `onClose`; a click on the backdrop too unless `keepOnBackdrop`; closing gives focus
 * back to the opener. It costs no library, so the first screen's menu and sign-out warning carry it for free.
 * The dialogs open now are kept in order: the snackbar is drawn inside the topmost, above it and not inert.
 */

const open: HTMLDialogElement[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/**
 * The dialog element as a screen-wide, dimmed frame with its panel placed inside it (the backdrop is the frame's own
 * padding, so a click there is a click on the dialog element). `sheet`: at the bottom on a phone.
 */
export const modalFrameClass = {
  centred:
    'm-0 h-dvh max-h-none w-full max-w-none items-center justify-center overflow-visible bg-gray-900/40 p-4 open:flex backdrop:bg-transparent',
  sheet:
    'm-0 h-dvh max-h-none w-full max-w-none items-end justify-center overflow-visible bg-gray-900/40 p-3 open:flex sm:items-center backdrop:bg-transparent',
}

/** The topmost open dialog, or null: where the snackbar is drawn. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open.at(-1) ?? null,
    () => null,
  )
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
    ? active === first || active === dialog
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

export function Modal(props: {
  open: boolean
  onClose: () => void
  /** The id of the element that names the dialog (its title). */
  labelledBy: string
  describedBy?: string
  /** A question that must be answered with a button: a click beside it does not close it. */
  keepOnBackdrop?: boolean
  className: string
  /** The element itself, for what must sit inside the dialog to work (Headless UI's floating lists). */
  dialogRef?: RefObject<HTMLDialogElement | null>
  children: ReactNode
}) {
  const ownRef = useRef<HTMLDialogElement>(null)
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
    if (!dialog.open) dialog.showModal()
    open.push(dialog)
    changed()
    const unlock = lockPageScroll()
    return () => {
      unlock()
      open.splice(open.indexOf(dialog), 1)
      changed()
      if (dialog.open) dialog.close()
    }
  }, [props.open, ref])

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
      if (open.includes(dialog)) onClose.current()
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

  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- written out as Headless UI's dialogs had it: `[role=dialog]` finds every dialog, the tests' and axe's
    <dialog
      ref={ref}
      role="dialog"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      className={props.className}
    >
      {props.children}
    </dialog>
  )
}
