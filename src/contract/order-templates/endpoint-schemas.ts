import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import {
  orderTemplateSchema,
  templateInputSchema,
  templatesQuerySchema,
  templateUpdateSchema,
} from './templates.ts'

export default {
  create: {
    summary: 'Создать шаблон смены магазина',
    body: templateInputSchema,
    response: orderTemplateSchema,
  },
  update: { summary: 'Сохранить шаблон смены', body: templateUpdateSchema, response: orderTemplateSchema },
  remove: { summary: 'Удалить шаблон смены', body: idBodySchema },
  all: {
    summary: 'Шаблоны смен: магазина (shopId) или все, по названию',
    query: templatesQuerySchema,
    response: z.array(orderTemplateSchema),
  },
}
