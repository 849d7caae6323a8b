const hourMs = 3_600_000

/**
 * Until when the executor staff set may confirm the order: the settings' hours after staff sent it, but never
 * past the shift's start, since a shift cannot wait for its worker to decide (decision 080).
 */
export function confirmationDeadline(
  order: { approvedAt: Date; dateTime: Date },
  confirmationDeadlineHours: number,
): Date {
  const afterApproval = order.approvedAt.getTime() + confirmationDeadlineHours * hourMs
  return new Date(Math.min(afterApproval, order.dateTime.getTime()))
}
