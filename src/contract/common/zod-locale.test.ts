import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './zod-locale.ts'

describe('zod’s own messages', () => {
  it('come out in Russian', () => {
    const wrongType = z.object({ sum: z.number() }).strict().safeParse({ sum: 'сто', extra: 1 })
    const messages = wrongType.error?.issues.map((issue) => issue.message) ?? []
    expect(messages).toHaveLength(2)
    for (const message of messages) {
      expect(message).toMatch(/^[А-ЯЁ][а-яё]/)
      expect(message).not.toMatch(/Invalid|Unrecognized|expected/)
    }
  })
})
