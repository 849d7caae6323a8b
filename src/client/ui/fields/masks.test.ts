import IMask from 'imask'
import { describe, expect, it } from 'vitest'
import { lengthMatchesMask } from '#contract/common/rules.ts'
import { imaskPattern, specMasks } from './masks.ts'

/** What the input shows after `typed` is typed or pasted into an empty field with `mask`. */
const shown = (mask: string, typed: string) => IMask.pipe(typed, { mask: imaskPattern(mask) })
/** What a field that stores its value without the mask's literals keeps. */
const kept = (mask: string, typed: string) =>
  IMask.pipe(typed, { mask: imaskPattern(mask) }, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED)

describe('spec masks on IMask', () => {
  it('turns # into a digit and escapes what IMask would read as its own', () => {
    expect(imaskPattern('##-##-####')).toBe('00-00-0000')
    expect(imaskPattern('a#0*[]{}`\\')).toBe('\\a0\\0\\*\\[\\]\\{\\}\\`\\\\')
    expect(shown('0-#', '5')).toBe('0-5')
  })

  it('date: ##-##-####, 10 characters when complete; letters and extra digits are dropped', () => {
    expect(shown(specMasks.date, '31022000')).toBe('31-02-2000')
    expect(shown(specMasks.date, '31-02-2000')).toBe('31-02-2000')
    expect(shown(specMasks.date, '3a1b0')).toBe('31-0')
    expect(shown(specMasks.date, '310220001234')).toHaveLength(10)
  })

  it('time: ##:##, the colon put by the mask and letters dropped', () => {
    expect(shown(specMasks.time, '0930')).toBe('09:30')
    expect(shown(specMasks.time, '12a3')).toBe('12:3')
  })

  it('card: pasted with spaces or dashes, kept as 16 digits', () => {
    expect(shown(specMasks.card, '2200 0000 1234 5678')).toBe('2200 0000 1234 5678')
    expect(kept(specMasks.card, '2200-0000-1234-5678')).toBe('2200000012345678')
    expect(kept(specMasks.card, ' 2200000012345678 ')).toBe('2200000012345678')
  })

  it('SNILS ###-###-### ##, department code ###-###, Russian passport series ## ##', () => {
    expect(shown(specMasks.snils, '11223344595')).toBe('112-233-445 95')
    expect(kept(specMasks.snils, '112-233-445 95')).toBe('11223344595')
    expect(shown(specMasks.departmentCode, '500123')).toBe('500-123')
    expect(kept(specMasks.passportSeriesRus, '45 12')).toBe('4512')
  })

  it('a value is whole when it fills every # of the mask, shown or kept', () => {
    expect(lengthMatchesMask(shown(specMasks.snils, '11223344595'), specMasks.snils)).toBe(true)
    expect(lengthMatchesMask(kept(specMasks.snils, '1122334459'), specMasks.snils)).toBe(false)
  })
})
