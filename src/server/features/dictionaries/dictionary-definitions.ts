import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CitizenshipInput } from '#contract/dictionaries/citizenship.ts'
import type { CityInput } from '#contract/dictionaries/city.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import type { FundInput } from '#contract/dictionaries/fund.ts'
import { deleteRefusal, dictionaryMessages } from '#contract/dictionaries/messages.ts'
import type { ServiceInput } from '#contract/dictionaries/service.ts'
import type { ShopInput } from '#contract/dictionaries/shop.ts'
import type { Executor } from '../../db/client.ts'
import { cities, citizenships, funds, services, shops } from '../../db/schema/index.ts'
import { BadInput } from '../../kernel/errors.ts'
import * as reads from './dictionaries.repository.ts'
import * as writes from './dictionary-writes.repository.ts'

/** How the generic calls create, change and delete one dictionary's rows. */
export type Definition<Input, Row> = {
  entity: DictionaryEntity
  table: PgTable & { id: PgColumn }
  find: (db: Executor, id: number) => Promise<Row | null>
  insert: (db: Executor, input: Input) => Promise<number>
  update: (db: Executor, id: number, input: Input) => Promise<void>
  /** Refuses input that would repeat another row or point at nothing; `id` is the row being changed. */
  check?: (db: Executor, input: Input, id?: number) => Promise<void>
  /** For a dictionary with a unique column: the same refusal when a racing request inserted the repeat. */
  duplicate?: (input: Input) => BadInput
  holders: (db: Executor, id: number) => Promise<writes.Holders>
  refusal: (row: Row, holders: string) => string
}

const fieldRefusal = (field: string, message: string) => new BadInput(message, { [field]: message })
const duplicateCity = (input: CityInput) =>
  fieldRefusal('name', dictionaryMessages.duplicateCityName(input.name))
const duplicateCitizenship = (input: CitizenshipInput) =>
  fieldRefusal('code', dictionaryMessages.duplicateCitizenshipCode(input.code))
const duplicateFund = () => fieldRefusal('guid', dictionaryMessages.duplicateFundGuid)

const city: Definition<CityInput, Awaited<ReturnType<typeof reads.findCity>> & object> = {
  entity: 'city',
  table: cities,
  find: reads.findCity,
  insert: writes.insertCity,
  update: writes.updateCity,
  async check(db, input, id) {
    if (await writes.cityNameTaken(db, input.name, id)) throw duplicateCity(input)
  },
  duplicate: duplicateCity,
  holders: writes.cityHolders,
  refusal: (row, holders) => deleteRefusal.city(row.name, holders),
}

const citizenship: Definition<CitizenshipInput, Awaited<ReturnType<typeof reads.findCitizenship>> & object> =
  {
    entity: 'citizenship',
    table: citizenships,
    find: reads.findCitizenship,
    insert: writes.insertCitizenship,
    update: writes.updateCitizenship,
    async check(db, input, id) {
      if (await writes.citizenshipCodeTaken(db, input.code, id)) throw duplicateCitizenship(input)
    },
    duplicate: duplicateCitizenship,
    holders: writes.citizenshipHolders,
    refusal: (row, holders) => deleteRefusal.citizenship(row.name, holders),
  }

const fund: Definition<FundInput, Awaited<ReturnType<typeof reads.findFund>> & object> = {
  entity: 'fund',
  table: funds,
  find: reads.findFund,
  insert: writes.insertFund,
  update: writes.updateFund,
  async check(db, input, id) {
    if (await writes.fundGuidTaken(db, input.guid, id)) throw duplicateFund()
  },
  duplicate: duplicateFund,
  holders: writes.fundHolders,
  refusal: (row, holders) => deleteRefusal.fund(row.name, holders),
}

/** Services have no unique column: two services may share a name in different groups. */
const service: Definition<ServiceInput, Awaited<ReturnType<typeof reads.findService>> & object> = {
  entity: 'service',
  table: services,
  find: reads.findService,
  insert: writes.insertService,
  update: writes.updateService,
  holders: writes.serviceHolders,
  refusal: (row, holders) => deleteRefusal.service(row.fullName, holders),
}

/** Refuses services that are not on offer, naming the field a form shows the message under. */
export async function checkShopServices(db: Executor, ids: readonly number[], field: string) {
  if ((await writes.missingServices(db, ids)).length > 0)
    throw fieldRefusal(field, dictionaryMessages.notFound.service)
}

const shop: Definition<ShopInput, Awaited<ReturnType<typeof reads.findShop>> & object> = {
  entity: 'shop',
  table: shops,
  find: reads.findShop,
  insert: writes.insertShop,
  update: writes.updateShop,
  async check(db, input) {
    if (!(await writes.cityExists(db, input.cityId)))
      throw fieldRefusal('cityId', dictionaryMessages.notFound.city)
    await checkShopServices(db, input.services, 'services')
  },
  holders: writes.shopHolders,
  refusal: (row, holders) => deleteRefusal.shop(row.name, holders),
}

export const definitions = { city, citizenship, fund, service, shop }
