import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { fileLinkSchema } from './evidence.ts'
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
  evidence: {
    summary: 'Приложить файл-основание к ограничению (multipart: restrictionId, evidenceFile)',
    response: z.object({ id: z.number().int(), evidenceName: z.string() }),
  },
  evidenceLink: {
    summary: 'Ссылка на файл-основание ограничения',
    body: idBodySchema,
    response: fileLinkSchema,
  },
}
