import { idBodySchema } from '../common/ids.ts'
import { cancellationTermsSchema } from './cancellation.ts'

export default {
  cancellationTerms: {
    summary: 'Сколько получит исполнитель, если отменить заказ сейчас (компенсация за позднюю отмену)',
    body: idBodySchema,
    response: cancellationTermsSchema,
  },
}
