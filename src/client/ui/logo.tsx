import { Link } from '@tanstack/react-router'
import { LogoMark, logoClass } from './logo-mark.tsx'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={`${logoClass} focus-visible:outline-2 focus-visible:outline-primary-700`}>
      <LogoMark />
    </Link>
  )
}
