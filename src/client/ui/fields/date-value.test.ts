import { describe, expect, it } from 'vitest'
import { dateOfIso, displayToIso, isoOfDate, isoToDisplay, pickerBounds, valueOfText } from './date-value.ts'

describe('date values: shown DD-MM-YYYY, kept ISO', () => {
  it('converts between the shown and the kept form without judging the date', () => {
    expect(displayToIso('12-04-1998')).toBe('1998-04-12')
    expect(displayToIso('31-02-2000')).toBe('2000-02-31')
    expect(isoToDisplay('1998-04-12')).toBe('12-04-1998')
    expect(isoToDisplay('')).toBe('')
    expect(isoToDisplay(null)).toBe('')
  })

  it('holds nothing until all 10 characters are typed', () => {
    expect(valueOfText('12-04-199')).toBe('')
    expect(valueOfText('12-04-1998')).toBe('1998-04-12')
    expect(valueOfText('')).toBe('')
  })

  it('gives the picker a local date only for a real one', () => {
    expect(isoOfDate(dateOfIso('2024-02-29')!)).toBe('2024-02-29')
    expect(dateOfIso('2023-02-29')).toBeUndefined()
    expect(dateOfIso('')).toBeUndefined()
  })

  it('offers in the picker only the days the checks allow', () => {
    const today = new Date(2026, 10, 22, 15, 30)
    expect(pickerBounds({}, today)).toEqual({})
    expect(pickerBounds({ notFuture: true }, today)).toEqual({ to: new Date(2026, 10, 22) })
    expect(pickerBounds({ notFuture: true, adult: true, maxAge: true }, today)).toEqual({
      from: new Date(1926, 10, 23),
      to: new Date(2010, 10, 22),
    })
  })
})
