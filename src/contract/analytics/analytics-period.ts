/** The dashboard's period rules and Russian messages, free of zod: the page checks its address with them too. */
export const analyticsMessages = {
  reversed: 'Дата начала периода позже даты окончания',
  tooLong: 'Период — не больше 366 дней',
  shopCity: 'Магазин не из выбранного города',
  fileName: (from: string, to: string) => `Аналитика ${from}–${to}.xlsx`,
} as const

/** A year, a leap one included. */
export const analyticsMaxDays = 366

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/** Days in the period, both ends inclusive. */
export const periodDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1

/** Bands of the time to fill, by their upper bound in minutes; the last has none. */
export const fillBands = [
  { label: 'до 1 ч', below: 60 },
  { label: '1–4 ч', below: 240 },
  { label: '4–12 ч', below: 720 },
  { label: '12–24 ч', below: 1440 },
  { label: '1–3 дн', below: 4320 },
  { label: 'от 3 дн', below: null },
] as const
