import { idBodySchema } from '../common/ids.ts'
import { apiKeyListSchema, createApiKeyBody, createdApiKeySchema } from './api-keys.ts'

export default {
  create: {
    summary: 'Выпустить ключ API: название, права и адреса; ключ показывается один раз',
    body: createApiKeyBody,
    response: createdApiKeySchema,
  },
  all: { summary: 'Действующие ключи API', response: apiKeyListSchema },
  revoke: { summary: 'Отозвать ключ API: он перестаёт действовать сразу', body: idBodySchema },
}
