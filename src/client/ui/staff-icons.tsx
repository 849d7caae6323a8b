import {
  ArchiveBoxIcon,
  BanknotesIcon,
  BookOpenIcon,
  CalendarDaysIcon,
  ChartBarIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  ScaleIcon,
  Squares2X2Icon,
  UserPlusIcon,
  UsersIcon,
} from '@heroicons/react/24/outline'
import type { ComponentType, SVGProps } from 'react'

const staffIcons = {
  orders: ClipboardDocumentListIcon,
  history: ArchiveBoxIcon,
  planner: CalendarDaysIcon,
  newPeople: UserPlusIcon,
  people: UsersIcon,
  accounts: BanknotesIcon,
  dictionaries: BookOpenIcon,
  settings: Cog6ToothIcon,
  appeals: ScaleIcon,
  analytics: ChartBarIcon,
  playground: Squares2X2Icon,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>

export type StaffIconName = keyof typeof staffIcons

export default function StaffIcon({ name, className }: { name: StaffIconName; className: string }) {
  const Icon = staffIcons[name]
  return <Icon className={className} aria-hidden />
}
