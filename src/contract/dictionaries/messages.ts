/** Russian messages of the dictionaries: the server answers with them and the forms show them. */
export const dictionaryMessages = {
  notFound: {
    city: 'Город не найден',
    citizenship: 'Гражданство не найдено',
    fund: 'Фонд не найден',
    service: 'Услуга не найдена',
    shop: 'Магазин не найден',
  },
  duplicateCityName: (name: string) => `Город «${name}» уже есть в справочнике`,
  duplicateCitizenshipCode: (code: string) => `Гражданство с кодом ${code} уже есть в справочнике`,
  duplicateFundGuid: 'Фонд с таким GUID уже есть в справочнике',
  citizenshipCode: 'Код гражданства — три заглавные латинские буквы, например RUS',
  guid: 'GUID должен быть в формате xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx (цифры и буквы a–f)',
  latitude: 'Широта должна быть числом от -90 до 90',
  longitude: 'Долгота должна быть числом от -180 до 180',
  coordinatesMissing: 'Укажите координаты: щёлкните по карте или введите числа',
  tariffPositive: 'Тариф должен быть больше нуля',
  tariffKopecks: 'Укажите не более двух знаков после запятой',
  servicesRepeat: 'Услуга указана дважды',
  offerNoFile: 'Прикрепите договор-оферту в PDF',
  offerNotPdf: 'Договор-оферта должен быть в формате PDF',
  offerTooLarge: 'Файл договора-оферты слишком большой: не более 10 МБ',
  offerMissing: 'У этой услуги нет договора-оферты',
  offerServiceId: 'Укажите услугу (поле id)',
} as const

/** «в заказах (3), в магазинах (2)»: what still refers to a row, for the refusal to delete it. */
export function holdersText(holders: readonly (readonly [label: string, count: number])[]): string {
  return holders
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label} (${count})`)
    .join(', ')
}

export const deleteRefusal = {
  city: (name: string, holders: string) => `Нельзя удалить город «${name}»: он указан ${holders}`,
  citizenship: (name: string, holders: string) =>
    `Нельзя удалить гражданство «${name}»: оно указано ${holders}`,
  fund: (name: string, holders: string) => `Нельзя удалить фонд «${name}»: он указан ${holders}`,
  service: (name: string, holders: string) => `Нельзя удалить услугу «${name}»: она указана ${holders}`,
  shop: (name: string, holders: string) => `Нельзя удалить магазин «${name}»: на него есть ${holders}`,
} as const
