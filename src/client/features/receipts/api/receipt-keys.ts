/** The worker's own receipts. */
export const receiptKeys = {
  all: ['receipts'] as const,
  mine: () => [...receiptKeys.all, 'mine'] as const,
}
