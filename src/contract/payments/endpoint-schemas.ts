import { pageQuerySchema } from '../common/page.ts'
import {
  downloadLinkSchema,
  paymentFiltersSchema,
  paymentPageSchema,
  paymentSelectionSchema,
  sendToBankAnswerSchema,
} from './payments.ts'

export default {
  filter: { query: pageQuerySchema, body: paymentFiltersSchema, response: paymentPageSchema },
  sendToBank: { body: paymentSelectionSchema, response: sendToBankAnswerSchema },
  paymentRegistry: { body: paymentSelectionSchema },
  receiptsRegistryLink: { body: paymentSelectionSchema, response: downloadLinkSchema },
}
