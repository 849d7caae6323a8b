import { idBodySchema } from '../common/ids.ts'
import {
  appealCreateSchema,
  appealDecideSchema,
  appealFilterSchema,
  appealsSchema,
  staffAppealsSchema,
} from './appeals.ts'
import { z } from 'zod'

const appeal = appealsSchema.element

export default {
  create: { summary: 'Обжаловать ограничение', body: appealCreateSchema, response: appeal },
  my: { summary: 'Мои жалобы на ограничения', response: appealsSchema },
  filter: { summary: 'Жалобы на ограничения', body: appealFilterSchema, response: staffAppealsSchema },
  take: { summary: 'Взять жалобу на рассмотрение', body: idBodySchema, response: appeal },
  decide: {
    summary: 'Решение по жалобе',
    body: appealDecideSchema,
    response: z.object({ id: z.number().int(), state: appeal.shape.state }),
  },
}
