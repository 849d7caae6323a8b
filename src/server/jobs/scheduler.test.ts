import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catchUpDelayMs, createScheduler } from './scheduler.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the scheduler', () => {
  it('catches up shortly after the start, not before the first requests, then runs every interval', async () => {
    const runDue = vi.fn(async () => undefined)
    const scheduler = createScheduler({ runDue, intervalMs: 10_000, runAtStart: true })
    scheduler.start()
    expect(runDue).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(catchUpDelayMs)
    expect(runDue).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000 - catchUpDelayMs)
    expect(runDue).toHaveBeenCalledTimes(2)
    await scheduler.stop()
  })

  it('waits a whole interval when it need not catch up', async () => {
    const runDue = vi.fn(async () => undefined)
    const scheduler = createScheduler({ runDue, intervalMs: 10_000 })
    scheduler.start()
    await vi.advanceTimersByTimeAsync(catchUpDelayMs)
    expect(runDue).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runDue).toHaveBeenCalledTimes(1)
    await scheduler.stop()
  })

  it('takes no round once stopped, the catching up included', async () => {
    const runDue = vi.fn(async () => undefined)
    const scheduler = createScheduler({ runDue, intervalMs: 10_000, runAtStart: true })
    scheduler.start()
    await scheduler.stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(runDue).not.toHaveBeenCalled()
  })
})
