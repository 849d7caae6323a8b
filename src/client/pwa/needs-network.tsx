import type { ReactNode } from 'react'
import { SignalSlashIcon } from '@heroicons/react/24/outline'

const needsNetworkText = 'Нет сети — это действие станет доступно, когда появится связь'

/** Why a button that needs the network is disabled; the button points at it with aria-describedby. */
export function NeedsNetworkHint({ id, children = needsNetworkText }: { id?: string; children?: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-2 text-sm text-gray-600">
      <SignalSlashIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  )
}
