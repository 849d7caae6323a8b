import { describe, expect, it } from 'vitest'
import { workerAccess } from './worker-access.ts'

describe('worker access', () => {
  it('tells a confirmed, a blocked and a not-confirmed worker apart', () => {
    expect(workerAccess(['SELF_EMPLOYED'])).toBe('active')
    expect(workerAccess(['BLOCKED_SELF_EMPLOYED'])).toBe('blocked')
    expect(workerAccess(['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'])).toBe('blocked')
    expect(workerAccess(['NOT_CONFIRMED_SELF_EMPLOYED'])).toBe('notConfirmed')
  })
})
