import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchDebouncer, searchDebounceMs } from './search-debounce.ts'

describe('search debounce: at least 3 characters, 500 ms after the last keystroke', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 500 ms after the last keystroke and searches once', () => {
    const onSearch = vi.fn()
    const debouncer = createSearchDebouncer(onSearch)
    for (const text of ['Кол', 'Коло', 'Колом']) {
      debouncer.input(text)
      vi.advanceTimersByTime(300)
    }
    expect(onSearch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(searchDebounceMs - 300 - 1)
    expect(onSearch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Колом')
  })

  it('sends nothing for 1 or 2 characters, spaces around them not counted', () => {
    const onSearch = vi.fn()
    const debouncer = createSearchDebouncer(onSearch)
    for (const text of ['К', 'Ко', '  Ко  ', '']) debouncer.input(text)
    vi.advanceTimersByTime(10 * searchDebounceMs)
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches the trimmed text from exactly 3 characters', () => {
    const onSearch = vi.fn()
    createSearchDebouncer(onSearch).input(' Кол ')
    vi.advanceTimersByTime(searchDebounceMs)
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Кол')
  })

  it('drops a waiting search when the text gets shorter than 3 characters or is cancelled', () => {
    const onSearch = vi.fn()
    const debouncer = createSearchDebouncer(onSearch)
    debouncer.input('Кол')
    vi.advanceTimersByTime(400)
    debouncer.input('Ко')
    vi.advanceTimersByTime(searchDebounceMs)
    debouncer.input('Самара')
    debouncer.cancel()
    vi.advanceTimersByTime(searchDebounceMs)
    expect(onSearch).not.toHaveBeenCalled()
  })
})
