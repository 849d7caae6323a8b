import { describe, expect, it } from 'vitest'
import { qualifies, type AutoAcceptRuleRow } from './auto-accept.ts'

const rule = (changes: Partial<AutoAcceptRuleRow>): AutoAcceptRuleRow => ({
  shopId: 1,
  favourites: false,
  minShifts: null,
  minAverageMark: null,
  changedBy: null,
  updatedAt: new Date(0),
  ...changes,
})
const record = (shifts: number, average: number | null, everMarkedOne = false) => ({
  shifts,
  average,
  everMarkedOne,
})

describe('the shop’s auto-accept rule', () => {
  it('accepts a favourite only when the shop accepts favourites', () => {
    expect(qualifies(rule({ favourites: true }), true, record(0, null))).toBe(true)
    expect(qualifies(rule({ favourites: false }), true, record(0, null))).toBe(false)
    expect(qualifies(rule({ favourites: true }), false, record(0, null))).toBe(false)
  })

  it('accepts enough shifts with a high enough mean mark and never a 1', () => {
    const shifts = rule({ minShifts: 3, minAverageMark: '4.5' })
    expect(qualifies(shifts, false, record(3, 4.5))).toBe(true)
    expect(qualifies(shifts, false, record(2, 5))).toBe(false)
    expect(qualifies(shifts, false, record(5, 4.4))).toBe(false)
    expect(qualifies(shifts, false, record(5, 4.8, true))).toBe(false)
    expect(qualifies(shifts, false, record(5, null))).toBe(false)
    expect(qualifies(rule({ minShifts: 3 }), false, record(3, null))).toBe(true)
    expect(qualifies(rule({ minShifts: 3 }), false, record(3, 3, true))).toBe(false)
  })
})
