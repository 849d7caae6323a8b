import { lazy, Suspense, useEffect, useState } from 'react'
import { useLatched } from '../../../ui/use-latched.ts'
import { createShiftVDetector } from '../shift-v.ts'

const DebugDialog = lazy(() => import('./debug-dialog.tsx'))

/** The hidden developer menu (spec section 1): for any user, no role check; its code loads on first use. */
export function DebugMenu() {
  const [open, setOpen] = useState(false)
  const needed = useLatched(open)
  useEffect(() => {
    const detect = createShiftVDetector(() => setOpen((value) => !value))
    window.addEventListener('keydown', detect)
    return () => window.removeEventListener('keydown', detect)
  }, [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <DebugDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
