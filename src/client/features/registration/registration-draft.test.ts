import { set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyProfile } from '../../shared/worker-profile/profile-form-values.ts'
import { createDraftSaver } from './registration-draft.ts'

vi.mock('idb-keyval', () => ({ get: vi.fn(), set: vi.fn(async () => {}), del: vi.fn(async () => {}) }))

describe('the registration draft is saved once typing pauses', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.mocked(set).mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('writes the last values 300 ms after the last change, under the phone', () => {
    const saver = createDraftSaver('+79161234567')
    saver.change({ ...emptyProfile('+79161234567'), lastName: 'О' })
    vi.advanceTimersByTime(200)
    saver.change({ ...emptyProfile('+79161234567'), lastName: 'Орлова' })
    vi.advanceTimersByTime(299)
    expect(set).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(set).toHaveBeenCalledExactlyOnceWith(
      'registration-draft:+79161234567',
      expect.objectContaining({ lastName: 'Орлова' }),
    )
  })

  it('writes nothing once cancelled, so a sent form leaves no draft behind', () => {
    const saver = createDraftSaver('+79161234567')
    saver.change(emptyProfile('+79161234567'))
    saver.cancel()
    vi.advanceTimersByTime(1_000)
    expect(set).not.toHaveBeenCalled()
  })
})
