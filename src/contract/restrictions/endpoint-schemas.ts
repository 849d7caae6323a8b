import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { restrictionsSchema } from './restrictions.ts'

export default {
  reasons: {
    summary: 'Перечень причин ограничений',
    response: z.array(z.object({ code: z.string(), title: z.string() })),
  },
  my: { summary: 'Мои действующие ограничения', response: restrictionsSchema },
  ofWorker: {
    summary: 'Действующие ограничения исполнителя',
    body: idBodySchema,
    response: restrictionsSchema,
  },
}
