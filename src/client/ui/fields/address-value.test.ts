import { describe, expect, it } from 'vitest'
import { cleanPart, composeAddress, emptyAddress, parseAddress } from './address-value.ts'

const street = 'Московская обл, г Коломна, ул Октябрьской Революции'

describe('the address line and its parts', () => {
  it('joins the street and the parts that are filled, each with its mark', () => {
    expect(composeAddress({ street, house: '368', building: '2', flat: '15' })).toBe(
      `${street}, д. 368, корп. 2, кв. 15`,
    )
    expect(composeAddress({ street, house: ' 5а ', building: '', flat: '' })).toBe(`${street}, д. 5а`)
    expect(composeAddress({ ...emptyAddress, flat: '3' })).toBe('кв. 3')
    expect(composeAddress(emptyAddress)).toBe('')
  })

  it('splits a composed line back into the same parts', () => {
    for (const parts of [
      { street, house: '368', building: '2', flat: '15' },
      { street, house: '', building: '1', flat: '' },
      { street, house: '7/2', building: '', flat: '101' },
      { street: '', house: '', building: '', flat: '3' },
      { ...emptyAddress, street },
    ]) {
      expect(parseAddress(composeAddress(parts))).toEqual(parts)
    }
  })

  it('leaves a line written otherwise in the street input', () => {
    expect(parseAddress('г Самара, ул Ленинградская, 24')).toEqual({
      ...emptyAddress,
      street: 'г Самара, ул Ленинградская, 24',
    })
  })

  it('keeps commas out of a part', () => {
    expect(cleanPart('5, кв 3')).toBe('5 кв 3')
  })
})
