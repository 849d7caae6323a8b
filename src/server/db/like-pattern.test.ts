import { describe, expect, it } from 'vitest'
import { containing } from './like-pattern.ts'

describe('containing', () => {
  it('matches any text around the search, its wildcards and backslashes taken literally', () => {
    expect(containing('Москва')).toBe('%Москва%')
    expect(containing('50%_скидка')).toBe('%50\\%\\_скидка%')
    expect(containing('C:\\путь')).toBe('%C:\\\\путь%')
  })
})
