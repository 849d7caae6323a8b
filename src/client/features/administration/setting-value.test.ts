import { describe, expect, it } from 'vitest'
import { settingMessages } from '#contract/settings/settings.ts'
import { parseSetting, settingText } from './setting-value.ts'

describe('a setting typed into its field', () => {
  it('takes whole numbers within bounds and sums with kopecks', () => {
    expect(parseSetting('blockDurationDays', ' 14 ')).toEqual({ ok: true, value: 14 })
    expect(parseSetting('smsDailyLimit', '1 000 000')).toEqual({ ok: true, value: 1_000_000 })
    expect(parseSetting('maxPaymentSum', '45 000,5')).toEqual({ ok: true, value: '45000.5' })
    expect(parseSetting('maxPaymentSum', '1')).toEqual({ ok: true, value: '1' })
  })

  it('refuses zero, negatives, fractions, text and absurd values with the setting’s message', () => {
    for (const text of ['0', '-3', '1,5', 'две', '', '3651']) {
      expect(parseSetting('blockDurationDays', text)).toEqual({
        ok: false,
        message: settingMessages.blockDurationDays,
      })
    }
    for (const text of ['0', '0,99', '10000000,01', '12,345', 'много']) {
      expect(parseSetting('maxPaymentSum', text)).toEqual({
        ok: false,
        message: settingMessages.maxPaymentSum,
      })
    }
  })

  it('shows a stored sum without empty kopecks', () => {
    expect(settingText('maxPaymentSum', '30000.00')).toBe('30000')
    expect(settingText('maxPaymentSum', '2500.50')).toBe('2500,50')
    expect(settingText('smsMinutelyLimit', 60)).toBe('60')
  })
})
