import { describe, expect, it } from 'vitest'
import { toPage } from './paging.ts'

describe('toPage', () => {
  it('gives an empty list its one empty page', () => {
    expect(toPage([], 0, { page: 1, size: 20 })).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 1,
      page: 1,
      size: 20,
    })
  })

  it('counts a last page that is not full', () => {
    expect(toPage(['a'], 41, { page: 3, size: 20 }).totalPages).toBe(3)
    expect(toPage(['a'], 40, { page: 2, size: 20 }).totalPages).toBe(2)
  })
})
