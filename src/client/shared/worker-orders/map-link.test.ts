import { describe, expect, it } from 'vitest'
import { shopMapUrl } from './map-link.ts'

describe('shop map link', () => {
  it('puts longitude before latitude, as Yandex Maps expects', () => {
    expect(shopMapUrl({ latitude: 54.82896654088406, longitude: 39.8318938227539 })).toBe(
      'https://yandex.ru/maps/?pt=39.8318938227539,54.82896654088406&z=16&l=map',
    )
  })
})
