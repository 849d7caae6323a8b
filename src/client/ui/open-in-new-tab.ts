import { useState } from 'react'
import { notifyFailure } from './snackbar/notify-failure.ts'

/**
 * Opens a short-lived file link (an act, a receipt) in a new tab. The tab is opened synchronously, within the
 * tap, because browsers (Safari most strictly) block windows opened after an await; it says that the file is
 * on its way — a link can take seconds on a phone's network — and is pointed at the file when the link
 * arrives, or closed if it fails. When no tab can be opened at all, the page itself goes to the file.
 */
async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank')
  if (tab) {
    tab.opener = null
    tab.document.title = 'Открываем документ…'
    tab.document.body.textContent = 'Открываем документ…'
  }
  try {
    const url = await getUrl()
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch (error) {
    tab?.close()
    throw error
  }
}

/** `open` for a button's click (it must run inside the tap), `busy` while the link is fetched. */
export function useOpenInNewTab(getUrl: () => Promise<string>) {
  const [busy, setBusy] = useState(false)
  const open = () => {
    setBusy(true)
    openInNewTab(getUrl)
      .catch(notifyFailure)
      .finally(() => setBusy(false))
  }
  return { open, busy }
}
