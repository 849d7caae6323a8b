/// <reference lib="webworker" />
/**
 * The service worker's push part (issue 23), built on its own into `push-handlers.js` and loaded by the
 * generated service worker with importScripts: the app's pages never download it. A push shows its
 * notification and tells open pages to refresh (badges, lists); a tap opens the page the push names, in an
 * open window of the app when there is one.
 */
import type { PushMessage } from '#contract/notifications/messages.ts'
import { pageMessages, type PageMessage } from './push-page-messages.ts'

declare const self: ServiceWorkerGlobalScope

const fallback: PushMessage = { kind: 'newOrders', title: 'Смены', body: '', url: '/', tag: 'smeny' }

function readMessage(data: PushMessageData | null): PushMessage {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined
    return message?.title ? { ...fallback, ...message } : fallback
  } catch {
    return fallback
  }
}

async function tellPages(message: PageMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const page of pages) page.postMessage(message)
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data)
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        lang: 'ru',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: message.url },
      }),
      tellPages({ type: pageMessages.pushed, kind: message.kind }),
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { url?: string } | null
  const url = new URL(data?.url ?? '/', self.location.origin)
  // Only the app's own pages are opened.
  const path = url.origin === self.location.origin ? `${url.pathname}${url.search}` : '/'
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const page = pages[0]
      if (!page) {
        await self.clients.openWindow(path)
        return
      }
      await page.focus()
      page.postMessage({ type: pageMessages.open, url: path } satisfies PageMessage)
    })(),
  )
})
