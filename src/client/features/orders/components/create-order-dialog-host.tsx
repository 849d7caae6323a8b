import { lazy, Suspense, useSyncExternalStore } from 'react'

let open = false
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Opens the staff layout's create-order dialog (spec section 2), from any page. */
export function openCreateOrder(): void {
  open = true
  emit()
}

function closeCreateOrder(): void {
  open = false
  emit()
}

// The form and its fields load when the dialog is first opened, never on the worker's phone.
const OrderFormDialog = lazy(() =>
  import('./order-form-dialog.tsx').then((module) => ({ default: module.OrderFormDialog })),
)

/** The one create-order dialog of the staff layout. */
export function CreateOrderDialogHost() {
  const isOpen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open,
  )
  if (!isOpen) return null
  return (
    <Suspense fallback={null}>
      <OrderFormDialog onClose={closeCreateOrder} onSaved={closeCreateOrder} />
    </Suspense>
  )
}
