import { useSyncExternalStore } from 'react'
import type { Order } from '#contract/orders/order.ts'

let selected: Order | null = null
const listeners = new Set<() => void>()

/** The order staff last opened; the debug menu shows it. */
export function selectOrder(order: Order | null): void {
  selected = order
  listeners.forEach((listener) => listener())
}

export function useSelectedOrder(): Order | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => selected,
  )
}
