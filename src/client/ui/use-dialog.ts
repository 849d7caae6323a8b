import { useState } from 'react'

/**
 * The one way a page opens a dialog or drawer (with `ui/dialog.tsx`, `ui/drawer.tsx`): the page's own state,
 * holding what the dialog is about (an order, a worker's id; `true` for a dialog about nothing in particular),
 * or null while it is closed. Nothing global: a dialog lives and ends with the page that opened it.
 */
export function useDialog<Subject = true>() {
  const [subject, setSubject] = useState<Subject | null>(null)
  return {
    subject,
    isOpen: subject !== null,
    open: (about: Subject = true as Subject) => setSubject(about),
    close: () => setSubject(null),
  }
}
