import type { Order } from '#contract/orders/order.ts'
import { FinishOrderDialog } from './finish-order-dialog.tsx'
import { OrderFormDialog } from './order-form-dialog.tsx'
import { OrderViewDialog } from './order-view-dialog.tsx'

/**
 * One order dialog at a time: each opens from another (view → edit, view → finish) and goes back to view.
 * Creating is the orders page's own dialog.
 */
export type OrderDialog = { kind: 'view' | 'edit' | 'finish'; order: Order }

export function OrderDialogs(props: {
  open: OrderDialog | null
  onChange: (open: OrderDialog | null) => void
}) {
  const { open, onChange } = props
  const close = () => onChange(null)
  if (!open) return null
  switch (open.kind) {
    case 'edit':
      return (
        <OrderFormDialog
          order={open.order}
          onClose={() => onChange({ kind: 'view', order: open.order })}
          onSaved={(order) => onChange({ kind: 'view', order })}
        />
      )
    case 'finish':
      return (
        <FinishOrderDialog order={open.order} onClose={() => onChange({ kind: 'view', order: open.order })} />
      )
    case 'view':
      return (
        <OrderViewDialog
          order={open.order}
          onClose={close}
          onEdit={(order) => onChange({ kind: 'edit', order })}
          onFinish={(order) => onChange({ kind: 'finish', order })}
        />
      )
  }
}
