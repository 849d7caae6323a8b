import { expect } from 'vitest'
import type { z } from 'zod'

/** Each value must report `message` and nothing else (rules report their first failure), or pass if undefined. */
export function reports(schema: z.ZodType, message: string | undefined, ...values: unknown[]) {
  for (const value of values) {
    const found = schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
    expect(found, JSON.stringify(value)).toEqual(message === undefined ? [] : [message])
  }
}
