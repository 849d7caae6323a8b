import type { Shop } from '#contract/dictionaries/shop.ts'

/** Where a shop is: its address, with the city first unless the address already names it. */
export function shopPlace(shop: Pick<Shop, 'address' | 'city'>): string {
  return shop.address.includes(shop.city.name) ? shop.address : `${shop.city.name}, ${shop.address}`
}
