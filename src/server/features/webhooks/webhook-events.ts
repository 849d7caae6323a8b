import type { WebhookEvent } from '#contract/webhooks/webhooks.ts'

/**
 * Which journal entries of an order a chain hears, as which event (decision 094): the order's own record of what
 * happened, so the webhooks need no hook in the order's transitions.
 */
const eventOfAction: Record<string, WebhookEvent> = {
  'order.created': 'order.created',
  'order.confirmExecution': 'order.filled',
  'order.setInProgress': 'order.started',
  'order.checkIn': 'order.started',
  'order.shiftStarted': 'order.started',
  'order.checkOut': 'order.finished',
  'order.shiftEnded': 'order.finished',
  'payment.sent': 'order.paid',
  'order.cancel': 'order.cancelled',
  // Cancelled late, the order goes on to the compensation's act and payment (decision 107): still a cancellation.
  'order.cancelLate': 'order.cancelled',
}

export function webhookEventOf(entry: { action: string; entity: string }): WebhookEvent | null {
  return entry.entity === 'order' ? (eventOfAction[entry.action] ?? null) : null
}
