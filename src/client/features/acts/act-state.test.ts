import { describe, expect, it } from 'vitest'
import { certificateStatuses } from '#contract/acts/enums.ts'
import { actStates, awaitsMyAnswer, hasActFile } from './act-state.ts'

describe('act states', () => {
  it('describes every state', () => {
    for (const status of certificateStatuses) expect(actStates[status].hint).not.toBe('')
  })

  it('offers the PDF once the act is formed', () => {
    expect(hasActFile('NOT_FORMED')).toBe(false)
    expect(hasActFile(null)).toBe(false)
    expect(hasActFile('SENT')).toBe(true)
    expect(hasActFile('CANCELED')).toBe(true)
    expect(hasActFile('CONFIRMED')).toBe(true)
  })

  it('asks for an answer only to a sent act', () => {
    expect(certificateStatuses.filter(awaitsMyAnswer)).toEqual(['SENT'])
  })
})
