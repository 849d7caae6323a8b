import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import {
  callStandbySchema,
  createStandbySchema,
  standbyFilterSchema,
  standbyOrderSchema,
  standbySlotSchema,
} from './standby.ts'

export default {
  create: { summary: 'Создать дежурство', body: createStandbySchema, response: standbySlotSchema },
  take: { summary: 'Взять дежурство', body: idBodySchema, response: standbySlotSchema },
  call: {
    summary: 'Вызвать исполнителя с дежурства на заказ',
    body: callStandbySchema,
    response: standbySlotSchema,
  },
  filter: { summary: 'Дежурства', body: standbyFilterSchema, response: z.array(standbySlotSchema) },
  orders: {
    summary: 'Заказы, на которые можно вызвать исполнителя с дежурства',
    body: idBodySchema,
    response: z.array(standbyOrderSchema),
  },
  cancel: { summary: 'Отменить свободное дежурство', body: idBodySchema, response: standbySlotSchema },
}
