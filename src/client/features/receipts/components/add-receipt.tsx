import { useId, useState } from 'react'
import { SegmentedSwitch } from '../../../ui/segmented-switch.tsx'
import { OrderChoice, type OrderToReceipt } from './order-choice.tsx'
import { ReceiptLinkForm } from './receipt-link-form.tsx'
import { ReceiptUploadForm } from './receipt-upload-form.tsx'

type Way = 'link' | 'file'
const ways = [
  { value: 'link', label: 'Ссылка или QR-код' },
  { value: 'file', label: 'Файл' },
] as const satisfies readonly { value: Way; label: string }[]

/**
 * Choose the paid order, then give its receipt: by its «Мой налог» link or QR code, checked at the tax service
 * (the way offered first), or as a photo or PDF, stored unchecked.
 */
export function AddReceipt({ orders }: { orders: OrderToReceipt[] }) {
  const name = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const [way, setWay] = useState<Way>('link')
  // A choice that left the list (its receipt is in) is dropped; a single order needs no choosing.
  const orderId = orders.some(({ order }) => order.id === chosen)
    ? chosen
    : orders.length === 1
      ? orders[0]!.order.id
      : null

  return (
    <div className="space-y-4">
      <OrderChoice name={name} orders={orders} value={orderId} onChange={setChosen} />
      <SegmentedSwitch label="Как добавить чек" value={way} onChange={setWay} options={ways} />
      {way === 'link' ? <ReceiptLinkForm orderId={orderId} /> : <ReceiptUploadForm orderId={orderId} />}
    </div>
  )
}
