import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination-window.ts'

describe('pager window (spec section 9: at most 9 pages)', () => {
  it('shows every page when there are 9 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('shows nothing for an empty result', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('keeps the first and last page and fills the start near the beginning', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20])
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20])
  })

  it('centres the current page in the middle', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
  })

  it('fills the end near the last page', () => {
    expect(pageWindow(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20])
  })

  it('never shows more than 9 items, always the current page, and no gap hiding a single page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total)
        expect(items.length).toBeLessThanOrEqual(9)
        expect(items).toContain(current)
        items.forEach((item, index) => {
          if (item !== 'gap') return
          const before = items[index - 1] as number
          const after = items[index + 1] as number
          expect(after - before).toBeGreaterThan(2)
        })
      }
    }
  })

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 12)).toEqual([1, 'gap', 6, 7, 8, 9, 10, 11, 12])
  })
})
