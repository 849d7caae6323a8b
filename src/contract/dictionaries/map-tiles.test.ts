import { describe, expect, it } from 'vitest'
import { defaultMapTiles, mapTilesOf, mapTilesSource } from './map-tiles.ts'

describe('the map’s tiles (issue 42, item 6)', () => {
  it('are OpenStreetMap’s unless the build names others; an empty setting is unset', () => {
    expect(mapTilesOf({})).toEqual(defaultMapTiles)
    expect(mapTilesOf({ VITE_MAP_TILES_URL: '', VITE_MAP_TILES_ATTRIBUTION: '' })).toEqual(defaultMapTiles)
    const url = 'https://tiles.example.ru/{z}/{x}/{y}.png'
    expect(mapTilesOf({ VITE_MAP_TILES_URL: url })).toEqual({ url, attribution: defaultMapTiles.attribution })
    expect(mapTilesOf({ VITE_MAP_TILES_URL: url, VITE_MAP_TILES_ATTRIBUTION: '© Карты' })).toEqual({
      url,
      attribution: '© Карты',
    })
  })

  it('name the host the content security policy allows: scheme, host and port, {s} subdomains as a wildcard', () => {
    expect(mapTilesSource(defaultMapTiles.url)).toBe('https://tile.openstreetmap.org')
    expect(mapTilesSource('https://{s}.tile.example.ru/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ru')
    expect(mapTilesSource('https://tiles-{s}.example.ru/{z}/{x}/{y}.png')).toBe('https://*.example.ru')
    expect(mapTilesSource('http://192.168.1.5:8080/tiles/{z}/{x}/{y}.png?key=1')).toBe(
      'http://192.168.1.5:8080',
    )
  })

  it('refuse an address the policy could not allow', () => {
    for (const url of [
      'tile.example.ru/{z}/{x}/{y}.png',
      '/tiles/{z}/{x}/{y}.png',
      'ftp://tile.example.ru/{z}/{x}/{y}.png',
      'https://tile.example.ru',
      "https://tile.example.ru;script-src 'unsafe-inline'/{z}.png",
      'https://{z}.example.ru/{x}/{y}.png',
    ])
      expect(() => mapTilesOf({ VITE_MAP_TILES_URL: url }), url).toThrow(/VITE_MAP_TILES_URL/)
  })
})
