/** Spec section 9: where the shop map opens and how far in, and how tall it is. */
export const defaultMapCentre = { latitude: 54.82896654088406, longitude: 39.8318938227539 } as const
export const defaultMapZoom = 10
export const mapHeightPx = 600

/** Six decimals are about 10 cm: finer than a click can mean. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6

/** Longitudes past ±180 (the map repeats sideways) brought back to the one world the server accepts. */
export const wrapLongitude = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180

export const isLatitude = (value: unknown): value is number =>
  typeof value === 'number' && value >= -90 && value <= 90
export const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && value >= -180 && value <= 180
