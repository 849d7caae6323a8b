import { describe, expect, it } from 'vitest'
import { checkedMinutes, checkInWindow, isLateCheckOut, readShopCodeQr, shopCodeQrText } from './rules.ts'

const shift = { dateTime: '2026-11-24T09:00:00+03:00', dateTo: '2026-11-24T17:00:00+03:00' }
const at = (time: string) => new Date(`2026-11-24T${time}+03:00`)

describe('check-in rules', () => {
  it('opens the check-in 30 minutes before the start and closes it at the end', () => {
    expect(checkInWindow(shift, 30)).toEqual({ opensAt: at('08:30:00'), closesAt: at('17:00:00') })
  })

  it('counts the checked minutes from the later of check-in and start, cut to tenths of an hour', () => {
    expect(checkedMinutes(shift, at('08:40:00'), at('17:00:00'))).toBe(480)
    expect(checkedMinutes(shift, at('09:07:00'), at('16:59:59'))).toBe(468)
    expect(checkedMinutes(shift, at('09:00:00'), at('09:05:59'))).toBe(0)
    expect(checkedMinutes(shift, at('09:30:00'), at('09:10:00'))).toBe(0)
  })

  it('stops the checked minutes at the end of the shift unless staff count the time after it', () => {
    expect(checkedMinutes(shift, at('09:00:00'), at('20:59:00'))).toBe(480)
    expect(checkedMinutes(shift, at('09:00:00'), at('20:59:00'), true)).toBe(714)
    expect(checkedMinutes(shift, at('16:00:00'), at('16:30:00'), true)).toBe(30)
  })

  it('flags a check-out more than 15 minutes after the end', () => {
    expect(isLateCheckOut(shift, at('17:15:00'))).toBe(false)
    expect(isLateCheckOut(shift, at('17:15:01'))).toBe(true)
  })

  it('reads the code from the QR of the shop screen, or bare digits', () => {
    expect(readShopCodeQr(shopCodeQrText(12, '004211'))).toEqual({ shopId: 12, code: '004211' })
    expect(readShopCodeQr(' 123456 ')).toEqual({ shopId: null, code: '123456' })
    expect(readShopCodeQr('https://example.com')).toBeNull()
  })
})
