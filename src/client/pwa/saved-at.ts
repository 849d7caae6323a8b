const savedAtFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})

/** When data was saved on the device, in the phone's own time: «22 ноября в 14:05». */
export const formatSavedAt = (savedAt: number) => savedAtFormat.format(savedAt)
