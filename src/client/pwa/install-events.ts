import { useSyncExternalStore } from 'react'

/** Chromium's install offer; not in the DOM typings. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/**
 * Keeps the browser's install offer for the worker layout. It can come before any page has rendered, so it is
 * caught from the start; the browser's own mini-bar is held back in favour of the app's Russian prompt.
 */
export function catchInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    offer = event as InstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    emit()
  })
}

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer,
  )
}

/** An offer can be used once. */
export function spendInstallOffer(): void {
  offer = null
  emit()
}
