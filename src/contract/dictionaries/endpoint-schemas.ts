import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { pageSchema } from '../common/page.ts'
import { citizenshipInputSchema, citizenshipSchema, citizenshipUpdateSchema } from './citizenship.ts'
import { cityInputSchema, citySchema, cityUpdateSchema } from './city.ts'
import { downloadLinkSchema } from './contract-offer.ts'
import { fundInputSchema, fundSchema, fundUpdateSchema } from './fund.ts'
import { dictionaryPageQuerySchema } from './lists.ts'
import { serviceInputSchema, serviceRowSchema, serviceUpdateSchema } from './service.ts'
import { shopInputSchema, shopSchema, shopServicesBodySchema, shopUpdateSchema } from './shop.ts'

const list = <T extends z.ZodType>(row: T) => ({
  query: dictionaryPageQuerySchema,
  response: z.union([z.array(row), pageSchema(row)]),
})
const changes = <I extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  input: I,
  update: U,
  row: R,
) => ({
  create: { body: input, response: row },
  update: { body: update, response: row },
  delete: { body: idBodySchema },
})

const city = changes(cityInputSchema, cityUpdateSchema, citySchema)
const citizenship = changes(citizenshipInputSchema, citizenshipUpdateSchema, citizenshipSchema)
const fund = changes(fundInputSchema, fundUpdateSchema, fundSchema)
const service = changes(serviceInputSchema, serviceUpdateSchema, serviceRowSchema)
const shop = changes(shopInputSchema, shopUpdateSchema, shopSchema)

export default {
  citizenships: list(citizenshipSchema),
  funds: list(fundSchema),
  services: list(serviceRowSchema),
  cities: list(citySchema),
  shops: list(shopSchema),
  serviceGroups: { response: z.array(z.string()) },

  createCity: city.create,
  addCity: city.create,
  updateCity: city.update,
  deleteCity: city.delete,
  createCitizenship: citizenship.create,
  addCitizenship: citizenship.create,
  updateCitizenship: citizenship.update,
  deleteCitizenship: citizenship.delete,
  createFund: fund.create,
  addFund: fund.create,
  updateFund: fund.update,
  deleteFund: fund.delete,
  createService: service.create,
  addService: service.create,
  updateService: service.update,
  deleteService: service.delete,
  createShop: shop.create,
  addShop: shop.create,
  updateShop: shop.update,
  deleteShop: shop.delete,

  updateShopServices: { body: shopServicesBodySchema, response: shopSchema },
  uploadContractOffer: { response: serviceRowSchema },
  contractOfferLink: { body: idBodySchema, response: downloadLinkSchema },
}
