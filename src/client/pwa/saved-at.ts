let savedAtFormat: Intl.DateTimeFormat | undefined

/**
 * When data was saved on the device, in the phone's own time: «22 ноября в 14:05». The formatter is made on first
 * use: the first date format of a page loads the browser's locale data, and only a page shown offline needs it.
 */
export function formatSavedAt(savedAt: number): string {
  savedAtFormat ??= new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  })
  return savedAtFormat.format(savedAt)
}
