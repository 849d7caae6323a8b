/** Spec section 9: a value over 200 characters is shown as its first 100 and dots. */
const ellipsisThreshold = 200
const ellipsisLength = 100

/** Counts characters, not UTF-16 units, so an emoji is never cut in half. */
export function ellipsize(value: string): string {
  const chars = Array.from(value)
  return chars.length > ellipsisThreshold ? `${chars.slice(0, ellipsisLength).join('')}…` : value
}
