import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { myReceiptSchema } from './requests.ts'

export default {
  upload: { response: myReceiptSchema },
  mine: { response: z.array(myReceiptSchema) },
  linkForDownloading: { body: idBodySchema, response: z.object({ url: z.string(), expiresAt: z.string() }) },
}
