import { idBodySchema } from '../common/ids.ts'
import {
  appealCreateSchema,
  appealDecideSchema,
  appealFilterSchema,
  appealsSchema,
  staffAppealsSchema,
} from './appeals.ts'
import { z } from 'zod'
import { fileLinkSchema } from '../restrictions/evidence.ts'

const appeal = appealsSchema.element

export default {
  create: { summary: 'Обжаловать ограничение', body: appealCreateSchema, response: appeal },
  attach: { summary: 'Приложить файл к жалобе (multipart: appealId, appealFile)', response: appeal },
  fileLink: { summary: 'Ссылка на файл жалобы', body: idBodySchema, response: fileLinkSchema },
  my: { summary: 'Мои жалобы на ограничения', response: appealsSchema },
  filter: { summary: 'Жалобы на ограничения', body: appealFilterSchema, response: staffAppealsSchema },
  take: { summary: 'Взять жалобу на рассмотрение', body: idBodySchema, response: appeal },
  decide: {
    summary: 'Решение по жалобе',
    body: appealDecideSchema,
    response: z.object({ id: z.number().int(), state: appeal.shape.state }),
  },
}
