import { useCallback, useState } from 'react'

/**
 * The one way a page opens a dialog or drawer (with `ui/dialog.tsx`, `ui/drawer.tsx`, or `useConfirm`): the
 * page's own state, holding what the dialog is about (an order, a worker's id; `true` for a dialog about nothing
 * in particular), or null while it is closed. Nothing global: a dialog lives and ends with the page that opened
 * it. `open` and `close` stay the same between renders, so handlers made once may hold them.
 */
export function useDialog<Subject = true>() {
  const [subject, setSubject] = useState<Subject | null>(null)
  const open = useCallback((about: Subject = true as Subject) => setSubject(() => about), [])
  const close = useCallback(() => setSubject(null), [])
  return { subject, isOpen: subject !== null, open, close }
}
