import { mapTilesOf } from '#contract/dictionaries/map-tiles.ts'

/** The shops' map's tiles as this build was given them (docs/deploy.md); OpenStreetMap's by default. */
export const mapTiles = mapTilesOf({
  VITE_MAP_TILES_URL: import.meta.env.VITE_MAP_TILES_URL,
  VITE_MAP_TILES_ATTRIBUTION: import.meta.env.VITE_MAP_TILES_ATTRIBUTION,
})
