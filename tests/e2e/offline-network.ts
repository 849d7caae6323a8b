import type { Page } from '@playwright/test'

/** The network conditions of a phone with no network, in the DevTools protocol's terms. */
const noNetwork = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }

/**
 * The network off for the page, as on a phone without one. The context's offline switch alone fails the requests
 * but leaves a document opened after it with `navigator.onLine` true (Debian's Chromium 150 with Playwright 1.65),
 * where a phone says it is offline; the page's own network emulation, told again once each document is there,
 * reaches it. `open` goes to a path (or reloads) offline; `online` gives the network back.
 */
export async function goOffline(page: Page) {
  const context = page.context()
  await context.setOffline(true)
  const session = await context.newCDPSession(page)
  const tell = () => session.send('Network.emulateNetworkConditions', noNetwork)
  await tell()
  return {
    async open(path?: string) {
      await (path === undefined ? page.reload() : page.goto(path))
      await tell()
    },
    async online() {
      // The context first: once the page's own emulation ends, its `online` event finds the network there.
      await context.setOffline(false)
      await session.detach()
    },
  }
}
