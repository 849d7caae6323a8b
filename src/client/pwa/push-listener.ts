import { pageMessages, type PageMessage } from './push-page-messages.ts'

const isPageMessage = (data: unknown): data is PageMessage =>
  typeof data === 'object' &&
  data !== null &&
  Object.values(pageMessages).includes((data as { type?: never }).type as never)

/**
 * The page's side of pushes: one arrived → its data may have changed (refresh the badges and lists); a
 * notification was tapped while the app was open → go to its page.
 */
export function listenToPushes(handlers: { refresh: () => void; open: (url: string) => void }): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isPageMessage(event.data)) return
    if (event.data.type === pageMessages.pushed) handlers.refresh()
    else handlers.open(event.data.url)
  })
}
