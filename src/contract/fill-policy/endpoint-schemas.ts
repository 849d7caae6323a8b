import { fillPolicyChangeSchema, fillPolicySchema, shopIdQuerySchema } from './fill-policy.ts'

export default {
  fillPolicy: {
    summary: 'Правила заполнения смен магазина (замена, поздний отказ)',
    query: shopIdQuerySchema,
    response: fillPolicySchema,
  },
  updateFillPolicy: {
    summary: 'Сохранить правила заполнения смен магазина',
    body: fillPolicyChangeSchema,
    response: fillPolicySchema,
  },
}
