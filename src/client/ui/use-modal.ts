import { useEffect, useRef } from 'react'

/**
 * A `<dialog>` element shown as the browser's own modal while `open`: the page behind is inert, focus stays
 * inside and Escape closes it (its `onClose`). Answers the ref the element takes.
 */
export function useModal(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return dialogRef
}
