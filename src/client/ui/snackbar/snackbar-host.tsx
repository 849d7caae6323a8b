import {
  CheckCircleIcon,
  ExclamationCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline'
import { createPortal } from 'react-dom'
import { useTopModal } from '../modal-stack.ts'
import type { SnackbarTone } from './snackbar-status.ts'
import { closeSnackbar, useSnackbars } from './snackbar-store.ts'

const tones: Record<SnackbarTone, { box: string; Icon: typeof CheckCircleIcon }> = {
  success: { box: 'bg-primary-800 text-white', Icon: CheckCircleIcon },
  warning: { box: 'bg-amber-500 text-gray-950', Icon: ExclamationTriangleIcon },
  error: { box: 'bg-red-700 text-white', Icon: ExclamationCircleIcon },
  info: { box: 'bg-gray-800 text-white', Icon: InformationCircleIcon },
}

/**
 * The messages, at the bottom. While a dialog is open they are drawn inside the topmost one: the rest of the page
 * is inert and below it, and a message must stay above an open dialog and be closable.
 */
export function SnackbarHost() {
  const snackbars = useSnackbars()
  const topModal = useTopModal()
  const host = (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {snackbars.map(({ id, tone, messages }) => {
        const { box, Icon } = tones[tone]
        return (
          <div
            key={id}
            role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
            data-tone={tone}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${box}`}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            {messages.length === 1 ? (
              <p className="flex-1">{messages[0]}</p>
            ) : (
              <ol className="flex-1 list-decimal space-y-1 pl-4">
                {messages.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ol>
            )}
            <button
              type="button"
              onClick={() => closeSnackbar(id)}
              aria-label="Закрыть уведомление"
              className="-my-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded hover:bg-black/10"
            >
              <XMarkIcon className="size-5" aria-hidden />
            </button>
          </div>
        )
      })}
    </div>
  )
  return topModal ? createPortal(host, topModal) : host
}
