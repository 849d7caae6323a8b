import { afterEach, describe, it, vi } from 'vitest'
import { messages } from './messages.ts'
import * as r from './rules.ts'
import { reports } from './testing/reports.ts'

describe('dates and time', () => {
  afterEach(() => vi.useRealTimers())
  const today = (y: number, m: number, d: number, h = 12) => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(y, m - 1, d, h))
  }
  it('wants a real calendar date written YYYY-MM-DD', () => {
    reports(r.isoDate(), undefined, '2024-02-29', '2000-02-29', '2026-12-31', '1926-01-01')
    reports(r.isoDate(), messages.date, '2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10')
    reports(r.isoDate(), messages.date, '2024-1-01', '01-02-2024', '2024-01-01T00:00', 'x')
  })
  it('keeps dates within the product’s years: PostgreSQL has no year 0, and 9999 is a mistyped year', () => {
    reports(r.isoDate(), undefined, `${r.earliestYear}-01-01`, `${r.latestYear}-12-31`)
    reports(r.isoDate(), messages.date, '0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31')
    today(2026, 5, 15)
    reports(r.pastDate(), messages.date, '0000-01-01')
  })
  it('compares past dates with the local calendar date', () => {
    today(2026, 5, 15, 23)
    reports(r.pastDate(), undefined, '2026-05-15', '1990-01-01')
    reports(r.pastDate(), messages.future, '2026-05-16')
    reports(r.pastDate(), messages.date, '2026-02-30')
  })
  it('wants the worker to be 16 today, not a day later, and under 100', () => {
    today(2026, 5, 15)
    reports(r.birthDate(), undefined, '2010-05-15', '1926-05-16')
    reports(r.birthDate(), messages.adult, '2010-05-16')
    reports(r.birthDate(), messages.maxAge, '1926-05-15')
  })
  it('reports a future birth date before the age', () => {
    today(2026, 5, 15)
    reports(r.birthDate(), messages.future, '2026-05-16')
    reports(r.birthDate(), messages.required, '')
  })
  it('counts a 29 February birthday', () => {
    today(2024, 2, 28)
    reports(r.birthDate(), messages.adult, '2008-02-29')
    today(2024, 2, 29)
    reports(r.birthDate(), undefined, '2008-02-29')
    today(2100, 2, 28)
    reports(r.birthDate(), undefined, '2000-02-29')
    today(2100, 3, 1)
    reports(r.birthDate(), messages.maxAge, '2000-02-29')
  })
  it('wants a time from 00:00 to 23:59', () => {
    reports(r.time(), undefined, '00:00', '23:59', '09:05')
    reports(r.time(), messages.time, '24:00', '12:60', '9:00', '12-00')
    reports(r.time(), messages.required, '')
  })
})
