import { useSyncExternalStore } from 'react'
import {
  snackbarDelayMs,
  snackbarTimeoutMs,
  snackbarTone,
  type SnackbarStatus,
  type SnackbarTone,
} from './snackbar-status.ts'

export type Snackbar = { id: number; tone: SnackbarTone; messages: string[]; permanent: boolean }

let items: Snackbar[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function closeSnackbar(id: number): void {
  items = items.filter((item) => item.id !== id)
  emit()
}

/**
 * Shows a message after the spec's 1 s delay; it closes itself after 5 s unless permanent. Several messages
 * are shown as a numbered list.
 */
export function notify(input: {
  status: SnackbarStatus
  message: string | string[]
  permanent?: boolean
}): void {
  const messages = Array.isArray(input.message) ? input.message : [input.message]
  const item: Snackbar = {
    id: nextId++,
    tone: snackbarTone(input.status),
    messages,
    permanent: input.permanent ?? false,
  }
  setTimeout(() => {
    items = [...items, item]
    emit()
    if (!item.permanent) setTimeout(() => closeSnackbar(item.id), snackbarTimeoutMs)
  }, snackbarDelayMs)
}

export function useSnackbars(): Snackbar[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => items,
  )
}
