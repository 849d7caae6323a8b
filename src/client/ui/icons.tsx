import {
  BriefcaseIcon,
  ClipboardDocumentCheckIcon,
  ClockIcon,
  QueueListIcon,
  ReceiptPercentIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline'
import { lazy, Suspense, type ComponentType, type SVGProps } from 'react'
import type { StaffIconName } from './staff-icons.tsx'

/** The icons of the navigation entries (route meta names one per route). */
export type IconName =
  | 'orders'
  | 'history'
  | 'planner'
  | 'newPeople'
  | 'people'
  | 'accounts'
  | 'dictionaries'
  | 'settings'
  | 'appeals'
  | 'analytics'
  | 'workerOrders'
  | 'current'
  | 'acts'
  | 'workerHistory'
  | 'receipts'
  | 'profile'
  | 'playground'

type Icon = ComponentType<SVGProps<SVGSVGElement>>

/** The worker's entries are drawn at once: they are on the phone's first screen. */
const workerIcons: Record<Exclude<IconName, StaffIconName>, Icon> = {
  workerOrders: BriefcaseIcon,
  current: QueueListIcon,
  acts: ClipboardDocumentCheckIcon,
  workerHistory: ClockIcon,
  receipts: ReceiptPercentIcon,
  profile: UserCircleIcon,
}

// Staff icons load with the desktop navigation, so the worker's first screen does not download them.
const StaffIcon = lazy(() => import('./staff-icons.tsx'))

export function RouteIcon({ name, className }: { name: IconName; className: string }) {
  if (name in workerIcons) {
    const WorkerIcon = workerIcons[name as keyof typeof workerIcons]
    return <WorkerIcon className={className} aria-hidden />
  }
  return (
    <Suspense fallback={<span className={className} aria-hidden />}>
      <StaffIcon name={name as StaffIconName} className={className} />
    </Suspense>
  )
}
