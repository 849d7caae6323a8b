import {
  ArchiveBoxIcon,
  BanknotesIcon,
  BookOpenIcon,
  BriefcaseIcon,
  ClipboardDocumentCheckIcon,
  ClipboardDocumentListIcon,
  ClockIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  QueueListIcon,
  ReceiptPercentIcon,
  Squares2X2Icon,
  UserCircleIcon,
  UserPlusIcon,
  UsersIcon,
} from '@heroicons/react/24/outline'
import type { ComponentType, SVGProps } from 'react'
import type { IconName } from '../app/route-meta.ts'

export const routeIcons: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  orders: ClipboardDocumentListIcon,
  history: ArchiveBoxIcon,
  newPeople: UserPlusIcon,
  people: UsersIcon,
  accounts: BanknotesIcon,
  dictionaries: BookOpenIcon,
  settings: Cog6ToothIcon,
  workerOrders: BriefcaseIcon,
  current: QueueListIcon,
  acts: ClipboardDocumentCheckIcon,
  workerHistory: ClockIcon,
  receipts: ReceiptPercentIcon,
  profile: UserCircleIcon,
  playground: Squares2X2Icon,
}

export { DocumentTextIcon }
