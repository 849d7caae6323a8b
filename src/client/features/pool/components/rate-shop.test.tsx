// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { RateShop } from './rate-shop.tsx'

afterEach(cleanup)

/** A paid order the worker rated an hour ago, so the mark may still be changed. */
const ratedOrder = (): WorkerOrder => ({
  id: 7,
  orderNumber: 1007,
  description: 'Приёмка поставки',
  planAssignmentsCount: 10,
  factAssignmentsCount: 10,
  dateTime: '2026-11-20T08:00:00+03:00',
  dateTo: '2026-11-20T12:00:00+03:00',
  comment: null,
  favouritesFirstHours: null,
  favouritesUntil: null,
  serviceId: 3,
  service: { id: 3, fullName: 'Приёмка товара', responsibilities: null },
  shopId: 2,
  shop: {
    id: 2,
    name: 'Магазин «У станции»',
    address: 'ул. Вокзальная, 1',
    city: { id: 1, name: 'Луховицы', utcOffset: 3 },
    latitude: 54.9,
    longitude: 39.0,
    rating: { average: 4, count: 1 },
  },
  planTariffValue: '150.00',
  planTariffPeriod: 'Order',
  factTariffValue: '150.00',
  factTariffPeriod: 'Order',
  actualTime: 240,
  status: 'FINISHED',
  executor: { id: 14, fullName: 'Абдуллаев Тимур Русланович', rating: 4 },
  mark: 5,
  resolution: 'DONE_AND_PAID',
  certificateStatus: 'CONFIRMED',
  sendToBankStatus: null,
  sum: '1500.00',
  responsesCount: 1,
  confirmationDeadline: null,
  createdAt: '2026-11-17T10:00:00.000Z',
  myResponseId: 31,
  myShopMark: 4,
  myShopComment: 'Дружный коллектив, но долго ждали пропуск',
  myShopMarkChangeableUntil: new Date(Date.now() + 23 * 3600_000).toISOString(),
})

describe('changing a mark of a shop', () => {
  it('opens the dialog with the mark and the comment given, so sending keeps the comment', async () => {
    const queryClient = new QueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <RateShop order={ratedOrder()} />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Изменить оценку' }))
    const dialog = screen.getByRole('dialog', { name: 'Оценка магазина' })
    const checked = within(dialog)
      .getAllByRole('radio')
      .filter((star) => star.getAttribute('aria-checked') === 'true')
    expect(checked.map((star) => star.getAttribute('aria-label'))).toEqual(['4 из 5'])
    expect(within(dialog).getByLabelText('Комментарий')).toHaveProperty(
      'value',
      'Дружный коллектив, но долго ждали пропуск',
    )
  })
})
