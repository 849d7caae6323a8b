import { Link } from '@tanstack/react-router'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-700"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">Смены</span>
    </Link>
  )
}
