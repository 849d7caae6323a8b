import { z } from 'zod'
import { idBodySchema, idSchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import { countSchema } from '../navigation/navigation.ts'
import { orderSchema } from './order.ts'
import {
  createOrderSchema,
  dayOrdersAmountResultSchema,
  dayOrdersAmountSchema,
  finishOrderSchema,
  numbersByStatusSchema,
  orderFiltersSchema,
  setExecutorSchema,
  setMarkSchema,
  updateOrderSchema,
} from './requests.ts'
import { orderResponseSchema } from './response.ts'
import { workerOrderListSchema, workerOrderSchema } from './worker-views.ts'

const byId = { body: idBodySchema, response: orderSchema }

export default {
  create: { body: createOrderSchema, response: orderSchema },
  update: { body: updateOrderSchema, response: orderSchema },
  setHasResponse: byId,
  setExecutor: { body: setExecutorSchema, response: orderSchema },
  removeExecutor: byId,
  setInProgress: byId,
  finish: { body: finishOrderSchema, response: orderSchema },
  setMark: { body: setMarkSchema, response: orderSchema },
  confirm: byId,
  rejectExecution: byId,
  filter: { body: orderFiltersSchema, query: pageQuerySchema, response: pageSchema(orderSchema) },
  countByFilters: { body: orderFiltersSchema, response: countSchema },
  numbersByStatus: { body: orderFiltersSchema, response: numbersByStatusSchema },
  dayOrdersAmount: { body: dayOrdersAmountSchema, response: dayOrdersAmountResultSchema },
  shifts: {
    body: z.object({ selfEmployedId: idSchema.optional() }),
    query: pageQuerySchema,
    response: pageSchema(orderSchema),
  },
  byId,
}

const responses = z.array(orderResponseSchema)
const orderIdBody = z.object({ orderId: idSchema })

export const responseSchemas = {
  make: { body: orderIdBody, response: responses },
  confirmContractOffer: { body: orderIdBody },
  withdraw: { body: idBodySchema },
  allForOrder: { body: idBodySchema, response: responses },
  ofWorker: { body: idBodySchema, response: responses },
}

const workerOrderPage = pageSchema(workerOrderSchema)

export const workerOrderSchemas = {
  available: { query: pageQuerySchema, response: workerOrderPage },
  mine: {
    body: z.object({ list: workerOrderListSchema }),
    query: pageQuerySchema,
    response: workerOrderPage,
  },
}
