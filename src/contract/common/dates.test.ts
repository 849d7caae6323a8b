import { describe, expect, it } from 'vitest'
import { dateTimeMessages, dateTimeSchema, isRealDateTime } from './dates.ts'

const messagesOf = (value: unknown) =>
  dateTimeSchema.safeParse(value).error?.issues.map((issue) => issue.message)

describe('date-times on the wire', () => {
  it('are moments that exist, with their offset', () => {
    for (const value of [
      '2027-02-28T09:00:00+03:00',
      '2028-02-29T23:59:59Z',
      '2027-03-01T00:00+12:00',
      '2027-03-01T09:00:00.123-05:30',
    ])
      expect(isRealDateTime(value), value).toBe(true)
  })

  it('refuse days and times the calendar does not have, instead of rolling them into the next month', () => {
    for (const value of [
      '2027-02-29T09:00:00+03:00',
      '2027-02-30T09:00:00+03:00',
      '2027-04-31T09:00:00+03:00',
      '2027-13-01T09:00:00+03:00',
      '2027-00-01T09:00:00+03:00',
      '2027-03-01T24:00:00+03:00',
      '2027-03-01T09:60:00+03:00',
      '2027-03-01T09:00:60+03:00',
      '2027-03-01T09:00:00+15:00',
      '0000-03-01T09:00:00+03:00',
      '9999-03-01T09:00:00+03:00',
    ])
      expect(messagesOf(value), value).toEqual([dateTimeMessages.invalid])
  })

  it('want the offset and the ISO form', () => {
    for (const value of [
      '2027-03-01T09:00:00',
      '01.03.2027 09:00',
      '2027-03-01',
      '2027-03-01T09:00:00+03:00\u0000',
    ])
      expect(messagesOf(value), value).toEqual([dateTimeMessages.format])
  })
})
