import type { Executor } from '../client.ts'
import { cities, citizenships, funds, services, shopServices, shops } from '../schema/index.ts'

const demoCitizenships = [
  { code: 'RUS', name: 'Россия' },
  { code: 'KAZ', name: 'Казахстан' },
  { code: 'KGZ', name: 'Киргизия' },
  { code: 'BLR', name: 'Беларусь' },
  { code: 'ARM', name: 'Армения' },
]

/** Reference data: cities in several time zones, shops around the spec's default map centre, services of each period. */
export async function seedReference(db: Executor) {
  const citizenshipRows = await db.insert(citizenships).values(demoCitizenships).returning()
  const cityRows = await db
    .insert(cities)
    .values([
      { name: 'Луховицы', utcOffset: 3 },
      { name: 'Коломна', utcOffset: 3 },
      { name: 'Самара', utcOffset: 4 },
      { name: 'Екатеринбург', utcOffset: 5 },
      { name: 'Новосибирск', utcOffset: 7 },
    ])
    .returning()
  const fundRows = await db
    .insert(funds)
    .values([
      { name: 'Основной фонд', guid: '5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01', code: 'F-001' },
      { name: 'Резервный фонд', guid: '7a3e9c1d-2f4b-4d6a-8e0c-9b1f3d5a7c02', code: 'F-002' },
      { name: 'Сезонный фонд', guid: '9c5b1e3f-4a6d-4f8c-a02e-1d3b5f7c9e03', code: 'F-003' },
    ])
    .returning()
  const serviceRows = await db
    .insert(services)
    .values([
      {
        fullName: 'Кассир',
        planTariffValue: '350.00',
        planTariffPeriod: 'Hour',
        responsibilities: 'Работа на кассе, приём оплаты наличными и картой, выдача чеков.',
        zupId: 'ZUP-101',
        groupName: 'Торговый зал',
      },
      {
        fullName: 'Выкладка товара',
        planTariffValue: '2800.00',
        planTariffPeriod: 'Shift',
        responsibilities: 'Выкладка товара на полки по планограмме, проверка сроков годности, ценники.',
        zupId: 'ZUP-102',
        groupName: 'Торговый зал',
      },
      {
        fullName: 'Приёмка товара',
        planTariffValue: '150.00',
        planTariffPeriod: 'Order',
        responsibilities: 'Приёмка поставки по накладной, пересчёт, размещение на складе.',
        zupId: 'ZUP-201',
        groupName: 'Склад',
      },
      {
        fullName: 'Сборщик онлайн-заказов',
        planTariffValue: '320.00',
        planTariffPeriod: 'Hour',
        responsibilities: 'Сборка заказов покупателей по листу, упаковка, передача курьеру.',
        zupId: 'ZUP-202',
        groupName: 'Склад',
      },
      {
        fullName: 'Уборка торгового зала',
        planTariffValue: '2200.00',
        planTariffPeriod: 'Shift',
        responsibilities: 'Влажная уборка зала и подсобных помещений, вынос мусора.',
        zupId: 'ZUP-301',
        groupName: 'Хозяйственная служба',
      },
    ])
    .returning()
  const [lukhovitsy, kolomna, samara, yekaterinburg, novosibirsk] = cityRows
  const shopRows = await db
    .insert(shops)
    .values([
      {
        name: 'Магазин «Центральный»',
        address: 'Луховицы, ул. Жуковского, 15',
        cityId: lukhovitsy!.id,
        latitude: 54.8312,
        longitude: 39.8289,
      },
      {
        name: 'Магазин «У станции»',
        address: 'Луховицы, Пушкинская ул., 2',
        cityId: lukhovitsy!.id,
        latitude: 54.8205,
        longitude: 39.8412,
      },
      {
        name: 'Гипермаркет «Коломна»',
        address: 'Коломна, Октябрьской Революции пр-т, 368',
        cityId: kolomna!.id,
        latitude: 54.8451,
        longitude: 39.7655,
      },
      {
        name: 'Магазин «Волга»',
        address: 'Самара, ул. Ново-Садовая, 24',
        cityId: samara!.id,
        latitude: 54.8102,
        longitude: 39.8911,
      },
      {
        name: 'Магазин «Урал»',
        address: 'Екатеринбург, ул. Малышева, 5',
        cityId: yekaterinburg!.id,
        latitude: 54.8389,
        longitude: 39.8023,
      },
      {
        name: 'Магазин «Сибирь»',
        address: 'Новосибирск, Красный пр-т, 101',
        cityId: novosibirsk!.id,
        latitude: 54.8167,
        longitude: 39.8577,
      },
    ])
    .returning()
  await db
    .insert(shopServices)
    .values(
      shopRows.flatMap((shop) => serviceRows.map((service) => ({ shopId: shop.id, serviceId: service.id }))),
    )
  return { citizenshipRows, cityRows, fundRows, serviceRows, shopRows }
}
