// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { useChange } from './endpoint-query.ts'

afterEach(cleanup)

const key = ['payout-method']

/** A reading the test answers when it chooses, as a slow network would. */
function heldReading() {
  const held: ((value: string) => void)[] = []
  const read = () => new Promise<string>((resolve) => held.push(resolve))
  return { read, answerOldest: (value: string) => held.shift()?.(value) }
}

function Shown({ read }: { read: () => Promise<string> }) {
  const shown = useQuery({ queryKey: key, queryFn: read })
  const change = useChange(async () => 'saved', { writes: () => [key], invalidates: [] })
  return (
    <>
      <p>{shown.data ?? 'loading'}</p>
      <button type="button" onClick={() => void change.submit(undefined)}>
        Сохранить
      </button>
    </>
  )
}

function renderWith(queryClient: QueryClient, children: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>)
}

it('keeps a change on screen when a reading that left before it answers after it', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const reading = heldReading()
  renderWith(queryClient, <Shown read={reading.read} />)
  await act(async () => reading.answerOldest('old'))
  expect(await screen.findByText('old')).toBeTruthy()

  // A refresh starts (as the sections saved for offline do), then the change is made and answered first.
  await act(async () => void queryClient.refetchQueries({ queryKey: key }))
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
  expect(await screen.findByText('saved')).toBeTruthy()

  await act(async () => reading.answerOldest('old'))
  expect(screen.getByText('saved')).toBeTruthy()
  expect(queryClient.getQueryData(key)).toBe('saved')
})
