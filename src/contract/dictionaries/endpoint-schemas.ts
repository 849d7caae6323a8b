import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { pageSchema } from '../common/page.ts'
import { citizenshipInputSchema, citizenshipSchema, citizenshipUpdateSchema } from './citizenship.ts'
import { cityInputSchema, citySchema, cityUpdateSchema } from './city.ts'
import { downloadLinkSchema } from './contract-offer.ts'
import { fundInputSchema, fundSchema, fundUpdateSchema } from './fund.ts'
import { dictionaryEntityLabels, type DictionaryEntity } from './entities.ts'
import { dictionaryPageQuerySchema } from './lists.ts'
import { serviceInputSchema, serviceRowSchema, serviceUpdateSchema } from './service.ts'
import { shopInputSchema, shopSchema, shopServicesBodySchema, shopUpdateSchema } from './shop.ts'

const list = <T extends z.ZodType>(row: T, what: string) => ({
  summary: `${what}: весь список, или страница с поиском (page, size, search)`,
  query: dictionaryPageQuerySchema,
  response: z.union([z.array(row), pageSchema(row)]),
})
const changes = <I extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  input: I,
  update: U,
  row: R,
  entity: DictionaryEntity,
) => {
  const label = dictionaryEntityLabels[entity]
  return {
    create: { summary: `${label}: добавить`, body: input, response: row },
    // Spec section 7 names both `create` and `add`: one call under two names.
    add: { summary: `${label}: добавить (то же, что create)`, body: input, response: row },
    update: { summary: `${label}: изменить`, body: update, response: row },
    delete: { summary: `${label}: удалить`, body: idBodySchema },
  }
}

const city = changes(cityInputSchema, cityUpdateSchema, citySchema, 'city')
const citizenship = changes(citizenshipInputSchema, citizenshipUpdateSchema, citizenshipSchema, 'citizenship')
const fund = changes(fundInputSchema, fundUpdateSchema, fundSchema, 'fund')
const service = changes(serviceInputSchema, serviceUpdateSchema, serviceRowSchema, 'service')
const shop = changes(shopInputSchema, shopUpdateSchema, shopSchema, 'shop')

export default {
  citizenships: list(citizenshipSchema, 'Гражданства, RUS первым'),
  funds: list(fundSchema, 'Фонды'),
  services: list(serviceRowSchema, 'Услуги'),
  cities: list(citySchema, 'Города'),
  shops: list(shopSchema, 'Магазины'),
  serviceGroups: { summary: 'Группы услуг', response: z.array(z.string()) },

  createCity: city.create,
  addCity: city.add,
  updateCity: city.update,
  deleteCity: city.delete,
  createCitizenship: citizenship.create,
  addCitizenship: citizenship.add,
  updateCitizenship: citizenship.update,
  deleteCitizenship: citizenship.delete,
  createFund: fund.create,
  addFund: fund.add,
  updateFund: fund.update,
  deleteFund: fund.delete,
  createService: service.create,
  addService: service.add,
  updateService: service.update,
  deleteService: service.delete,
  createShop: shop.create,
  addShop: shop.add,
  updateShop: shop.update,
  deleteShop: shop.delete,

  updateShopServices: {
    summary: 'Услуги магазина: список целиком заменяет прежний',
    body: shopServicesBodySchema,
    response: shopSchema,
  },
  uploadContractOffer: {
    summary: 'Загрузить договор-оферту услуги в PDF (multipart: id, file)',
    response: serviceRowSchema,
  },
  contractOfferLink: {
    summary: 'Ссылка на договор-оферту услуги (5 минут); id — услуги',
    body: idBodySchema,
    response: downloadLinkSchema,
  },
}
