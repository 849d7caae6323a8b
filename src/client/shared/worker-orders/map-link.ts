/** The shop on Yandex Maps with a pin (`pt` takes longitude first). */
export function shopMapUrl(shop: { latitude: number; longitude: number }): string {
  return `https://yandex.ru/maps/?pt=${shop.longitude},${shop.latitude}&z=16&l=map`
}
