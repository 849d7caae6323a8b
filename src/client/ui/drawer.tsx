import { XMarkIcon } from '@heroicons/react/24/outline'
import { useEffect, useId, type ReactNode } from 'react'
import { useModal } from './use-modal.ts'

export type DrawerSize = 'md' | 'lg'

/**
 * Spec section 2: md 375 px (the worker's menu), lg 480 px (a worker's card beside the orders), and 100% on
 * mobile. The spec's half (50 %) is left out: no screen needs it (docs/decisions/021-spec-rows.md).
 */
const widths: Record<DrawerSize, string> = {
  md: 'sm:w-[375px]',
  lg: 'sm:w-[480px]',
}

/**
 * A temporary drawer on the browser's own modal dialog, from the left (a menu) or the right (details): the
 * page behind is inert (focus stays inside), Escape and the backdrop close it, focus returns to the opener.
 * It needs no dialog library, so the worker's phone menu costs no script on the first screen.
 */
export function Drawer(props: {
  open: boolean
  onClose: () => void
  title: string
  size?: DrawerSize
  side?: 'left' | 'right'
  /** The close button's name: «Закрыть меню» for a menu. */
  closeLabel?: string
  children: ReactNode
}) {
  const { open, onClose } = props
  const dialogRef = useModal(open)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const page = document.documentElement
    const overflow = page.style.overflow
    page.style.overflow = 'hidden'
    return () => {
      page.style.overflow = overflow
    }
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // A click on the backdrop is delivered to the dialog element itself, outside the panel's content.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose()
    }
    dialog.addEventListener('click', closeOnBackdrop)
    return () => dialog.removeEventListener('click', closeOnBackdrop)
  }, [dialogRef, onClose])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`fixed inset-y-0 ${props.side === 'right' ? 'right-0 left-auto' : 'left-0'} m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 shadow-xl backdrop:bg-gray-900/40 open:flex open:flex-col ${widths[props.size ?? 'md']}`}
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 px-4">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {props.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={props.closeLabel ?? 'Закрыть меню'}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
        >
          <XMarkIcon className="size-6" aria-hidden />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">{props.children}</div>
    </dialog>
  )
}
