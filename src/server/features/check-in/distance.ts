const earthRadiusMeters = 6_371_000
const radians = (degrees: number) => (degrees * Math.PI) / 180

type Point = { latitude: number; longitude: number }

/** The great-circle distance (haversine), rounded to whole metres: plenty for a 200 m circle. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h))))
}
