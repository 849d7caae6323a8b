/**
 * The tiles under the shops' map (product decisions section 6). OpenStreetMap's unless the build names others:
 * `VITE_MAP_TILES_URL` and `VITE_MAP_TILES_ATTRIBUTION`, read when the client is built. The build writes the address
 * it used beside the app (`mapTilesFile`), and the server that serves that app allows its host in the content
 * security policy, so the map and the policy cannot name different hosts.
 */
export type MapTiles = { url: string; attribution: string }

export const defaultMapTiles: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
}

/** Written by the build into the built app's folder: `{ "url": "…" }`. */
export const mapTilesFile = 'map-tiles.json'

type MapTilesSettings = { VITE_MAP_TILES_URL?: string; VITE_MAP_TILES_ATTRIBUTION?: string }

/** The build's settings; unset or empty, OpenStreetMap's. A tile address the policy cannot allow is refused. */
export function mapTilesOf(settings: MapTilesSettings): MapTiles {
  const url = settings.VITE_MAP_TILES_URL || defaultMapTiles.url
  mapTilesSource(url)
  return { url, attribution: settings.VITE_MAP_TILES_ATTRIBUTION || defaultMapTiles.attribution }
}

/**
 * The content-security-policy source that allows a tile address's images: its scheme, host and port. Leaflet's
 * `{s}` subdomains (`https://{s}.tile.example.ru/…`) become a wildcard, `https://*.tile.example.ru`.
 */
export function mapTilesSource(url: string): string {
  const match = /^(https?:\/\/)([^/?#]+)\//.exec(url)
  const host = match?.[2]?.replace(/^[^.]*\{s\}[^.]*\./, '*.')
  if (!match || !host || !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(host))
    throw new Error(
      `VITE_MAP_TILES_URL: a tile address with its scheme and host, like ${defaultMapTiles.url}; got ${url}`,
    )
  return `${match[1]}${host.toLowerCase()}`
}
