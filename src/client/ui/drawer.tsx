import { XMarkIcon } from '@heroicons/react/24/outline'
import { useId, type ReactNode } from 'react'
import { Modal, modalFrameClass } from './modal.tsx'

export type DrawerSize = 'md' | 'lg'

/**
 * Spec section 2: md 375 px (the worker's menu), lg 480 px (a worker's card beside the orders), and 100% on
 * mobile. The spec's half (50 %) is left out: no screen needs it (docs/decisions/021-spec-rows.md).
 */
const widths: Record<DrawerSize, string> = {
  md: 'sm:w-[375px]',
  lg: 'sm:w-[480px]',
}

/**
 * A temporary drawer on the one dialog primitive (`Modal`), from the left (a menu) or the right (details): the
 * page behind is inert (focus stays inside), Escape and the backdrop close it, focus returns to the opener.
 */
export function Drawer(props: {
  open: boolean
  onClose: () => void
  title: string
  size?: DrawerSize
  side?: 'left' | 'right'
  /** The close button's name: «Закрыть меню» for a menu. */
  closeLabel?: string
  children: ReactNode
}) {
  const { onClose } = props
  const titleId = useId()
  return (
    <Modal
      open={props.open}
      onClose={onClose}
      labelledBy={titleId}
      frameClassName={modalFrameClass[props.side ?? 'left']}
      className={`flex h-dvh w-full flex-col bg-white shadow-xl ${widths[props.size ?? 'md']}`}
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 px-4">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {props.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={props.closeLabel ?? 'Закрыть меню'}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
        >
          <XMarkIcon className="size-6" aria-hidden />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">{props.children}</div>
    </Modal>
  )
}
