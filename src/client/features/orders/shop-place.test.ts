import { describe, expect, it } from 'vitest'
import { shopPlace } from './shop-place.ts'

describe('shop place', () => {
  it('does not repeat a city the address already names', () => {
    const city = { id: 1, name: 'Луховицы', utcOffset: 3 }
    expect(shopPlace({ city, address: 'Луховицы, ул. Жуковского, 15' })).toBe('Луховицы, ул. Жуковского, 15')
    expect(shopPlace({ city, address: 'ул. Жуковского, 15' })).toBe('Луховицы, ул. Жуковского, 15')
  })
})
