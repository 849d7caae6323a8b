import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { idListSchema } from '../orders/requests.ts'

const byOrderId = { body: idBodySchema }

export default {
  generate: byOrderId,
  confirm: byOrderId,
  reject: byOrderId,
  linkForDownloading: {
    body: idBodySchema,
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  pdf: byOrderId,
  registry: { body: idListSchema },
  upload: {},
}
