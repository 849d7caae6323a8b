import { useSyncExternalStore } from 'react'

/**
 * The modal dialogs open now, the last on top. Apart from `modal.tsx` so that the first screen's snackbar can
 * ask for the topmost without carrying the dialog itself: it is drawn inside that dialog, above it and not inert.
 */
const open: HTMLDialogElement[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function modalOpened(dialog: HTMLDialogElement) {
  open.push(dialog)
  changed()
}

export function modalClosed(dialog: HTMLDialogElement) {
  open.splice(open.indexOf(dialog), 1)
  changed()
}

export const isOpenModal = (dialog: HTMLDialogElement) => open.includes(dialog)

/** The topmost open dialog, or null: where the snackbar is drawn. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open.at(-1) ?? null,
    () => null,
  )
}
