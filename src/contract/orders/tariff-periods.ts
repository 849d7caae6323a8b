/** How a shift is paid: by the hour, the errand or the shift; the order cards show it. */
export const tariffPeriods = ['Hour', 'Order', 'Shift'] as const
export type TariffPeriod = (typeof tariffPeriods)[number]

export const tariffPeriodLabels: Record<TariffPeriod, string> = {
  Hour: 'За час',
  Order: 'За поручение',
  Shift: 'За смену',
}
