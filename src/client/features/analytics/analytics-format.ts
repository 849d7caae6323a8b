/** The dashboard's figures as people read them: `85,7 %`, `12,5 ч`, `2 ч 5 мин`. */
export const percentText = (rate: number | null) =>
  rate === null ? '—' : `${String(Math.round(rate * 1000) / 10).replace('.', ',')}\u00a0%`

export const hoursText = (hours: number) => `${String(hours).replace('.', ',')}\u00a0ч`

export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00a0мин`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours}\u00a0ч ${minutes % 60}\u00a0мин` : `${hours}\u00a0ч`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days}\u00a0д ${hours % 24}\u00a0ч` : `${days}\u00a0д`
}
