// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import '../../../shared/testing/modal-dialogs.ts'
import { workerOrder } from '../../../shared/testing/order-fixture.ts'
import { RateShop } from './rate-shop.tsx'

afterEach(cleanup)

/** A paid order the worker rated an hour ago, so the mark may still be changed. */
const ratedOrder = () =>
  workerOrder({
    status: 'FINISHED',
    resolution: 'DONE_AND_PAID',
    certificateStatus: 'CONFIRMED',
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
