// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MonthEarnings, myEarningsQueryOptions } from './my-earnings.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const shown = (queryClient: QueryClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MonthEarnings />
    </QueryClientProvider>,
  )

describe('«Заработано за месяц» on the profile and in Мои подработки', () => {
  it('holds its card while the figures load, so what is below does not jump under a thumb', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined))
    shown(new QueryClient())
    const card = screen.getByRole('region', { name: 'Заработано за месяц' })
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(card.textContent).toBe('Заработано за месяц')
  })

  it('shows the month’s money once it is read', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(myEarningsQueryOptions.queryKey, {
      month: '2026-12',
      earnedThisMonth: '4200.00',
      creditedThisMonth: '2100.00',
      onItsWay: '0.00',
      refusedCount: 0,
    })
    shown(queryClient)
    const card = screen.getByRole('region', { name: 'Заработано за месяц' })
    expect(card.getAttribute('aria-busy')).toBeNull()
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Заработано за месяц4 200 ₽Из них зачислено на карту: 2 100 ₽',
    )
  })
})
