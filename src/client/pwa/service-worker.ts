import { useSyncExternalStore } from 'react'
import { registerSW } from 'virtual:pwa-register'

/** An installed app may stay open for days: it looks for a new version this often while in view. */
const updateCheckMs = 60 * 60_000

let updateReady = false
let reloadAsked = false
let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null
/** Another tab already switched to the new version; this page only needs a reload to run it too. */
let newVersionControls = false
const listeners = new Set<() => void>()

function offerUpdate(): void {
  updateReady = true
  listeners.forEach((listener) => listener())
}

/**
 * Registers the service worker. A new version waits until the person chooses to reload into it from the
 * snackbar: nothing reloads by itself, not even when another tab has switched already, because a form may be
 * half-filled here.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: offerUpdate,
    onNeedReload: () => {
      if (reloadAsked) window.location.reload()
      else {
        newVersionControls = true
        offerUpdate()
      }
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine)
          registration.update().catch(() => undefined)
      }, updateCheckMs)
    },
    // An app without a service worker still works online; there is nothing to tell the person.
    onRegisterError: () => undefined,
  })
}

/** The snackbar's button: activate the waiting version, which then reloads this page into it. */
export function reloadIntoNewVersion(): void {
  reloadAsked = true
  if (newVersionControls || !updateServiceWorker) window.location.reload()
  else void updateServiceWorker(true)
}

/** Offers the update when the app's files changed without a service worker to keep the old ones. */
export const offerReload = () => {
  newVersionControls = true
  offerUpdate()
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updateReady,
  )
}
