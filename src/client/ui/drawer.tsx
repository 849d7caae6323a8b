import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { XMarkIcon } from '@heroicons/react/24/outline'
import type { ReactNode } from 'react'

export type DrawerSize = 'md' | 'lg' | 'half'

/** Spec section 2: md 375 px, lg 480 px, half 50%, and 100% on mobile. */
const widths: Record<DrawerSize, string> = {
  md: 'sm:w-[375px]',
  lg: 'sm:w-[480px]',
  half: 'sm:w-1/2',
}

/** A temporary drawer from the left: focus is trapped inside, Escape and the backdrop close it. */
export function Drawer(props: {
  open: boolean
  onClose: () => void
  title: string
  size?: DrawerSize
  children: ReactNode
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} className="relative z-40">
      <div className="fixed inset-0 bg-gray-900/40" aria-hidden />
      <DialogPanel
        className={`fixed inset-y-0 left-0 flex w-full flex-col bg-white shadow-xl ${widths[props.size ?? 'md']}`}
      >
        <div className="flex h-14 items-center justify-between border-b border-gray-200 px-4">
          <DialogTitle className="text-base font-semibold text-gray-900">{props.title}</DialogTitle>
          <button
            type="button"
            onClick={props.onClose}
            aria-label="Закрыть меню"
            className="rounded-lg p-2 text-gray-600 hover:bg-gray-100"
          >
            <XMarkIcon className="size-6" aria-hidden />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{props.children}</div>
      </DialogPanel>
    </Dialog>
  )
}
