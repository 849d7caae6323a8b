import type { OrderTemplate, TemplateInput } from '#contract/order-templates/templates.ts'
import { templateMessages } from '#contract/order-templates/templates.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { shopOffersService } from '../../shared/order-core/orders.repository.ts'
import * as repository from './order-templates.repository.ts'

export type OrderTemplatesService = ReturnType<typeof createOrderTemplatesService>

type TemplateRow = NonNullable<Awaited<ReturnType<typeof repository.findTemplate>>>
const view = (row: TemplateRow): OrderTemplate => row

/** The rules a template keeps whatever the call: the shop offers the service, the name is the shop's only one. */
async function checked(tx: Executor, input: TemplateInput, exceptId?: number) {
  if (!(await shopOffersService(tx, input.shopId, input.serviceId)))
    throw new BadInput(templateMessages.notOffered, { serviceId: templateMessages.notOffered })
  if (await repository.nameTaken(tx, input.shopId, input.name, exceptId))
    throw new Conflict(templateMessages.duplicateName, { name: templateMessages.duplicateName })
  return {
    shopId: input.shopId,
    name: input.name,
    serviceId: input.serviceId,
    startTime: input.startTime,
    endTime: input.endTime,
    planAssignmentsCount: input.planAssignmentsCount ?? null,
    planTariffValue: input.planTariffValue ?? null,
    description: input.description ?? null,
    favouritesFirstHours: input.favouritesFirstHours ?? null,
  }
}

async function found(tx: Executor, id: number): Promise<OrderTemplate> {
  const row = await repository.findTemplate(tx, id)
  if (!row) throw new NotFound(templateMessages.notFound)
  return view(row)
}

/** A shop's shift templates (issue 48): what the week planner and a chain's system make orders from. */
export function createOrderTemplatesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async all(shopId: number | undefined): Promise<OrderTemplate[]> {
      return (await repository.listTemplates(db, shopId)).map(view)
    },

    async create(input: TemplateInput): Promise<OrderTemplate> {
      return db.transaction(async (tx) => {
        const now = clock()
        const id = await repository.insertTemplate(tx, {
          ...(await checked(tx, input)),
          createdAt: now,
          updatedAt: now,
        })
        if (id === null)
          throw new Conflict(templateMessages.duplicateName, { name: templateMessages.duplicateName })
        return found(tx, id)
      })
    },

    async update(id: number, input: TemplateInput): Promise<OrderTemplate> {
      return db.transaction(async (tx) => {
        await found(tx, id)
        const values = await checked(tx, input, id)
        if (!(await repository.updateTemplate(tx, id, { ...values, updatedAt: clock() })))
          throw new NotFound(templateMessages.notFound)
        return found(tx, id)
      })
    },

    async remove(id: number): Promise<void> {
      if (!(await repository.deleteTemplate(db, id))) throw new NotFound(templateMessages.notFound)
    },
  }
}
