import { z } from 'zod'
import {
  autoAcceptRuleSchema,
  blockBodySchema,
  exclusionBodySchema,
  rateShopSchema,
  shopIdBodySchema,
  shopIdQuerySchema,
  shopRatingsSchema,
  shopWorkerBodySchema,
  shopWorkerSchema,
  workerIdBodySchema,
  workerShopSchema,
} from './pool.ts'

const workers = z.array(shopWorkerSchema)

export default {
  favourite: {
    summary: 'Добавить исполнителя в избранные магазина',
    body: shopWorkerBodySchema,
    response: workers,
  },
  unfavourite: {
    summary: 'Убрать исполнителя из избранных магазина',
    body: shopWorkerBodySchema,
    response: workers,
  },
  block: { summary: 'Заблокировать исполнителя для магазина', body: blockBodySchema, response: workers },
  unblock: {
    summary: 'Разблокировать исполнителя для магазина',
    body: shopWorkerBodySchema,
    response: workers,
  },
  exclude: {
    summary: 'Исключить исполнителя из автопринятия откликов магазина',
    body: exclusionBodySchema,
    response: workers,
  },
  include: {
    summary: 'Вернуть исполнителя в автопринятие откликов магазина',
    body: shopWorkerBodySchema,
    response: workers,
  },
  list: {
    summary: 'Избранные, заблокированные и работавшие в магазине исполнители',
    body: shopIdBodySchema,
    response: workers,
  },
  ofWorker: {
    summary: 'Магазины исполнителя: смены, оценки, избранный или заблокирован',
    body: workerIdBodySchema,
    response: z.array(workerShopSchema),
  },
  autoAcceptRule: {
    summary: 'Правило автоматического приёма откликов магазина',
    query: shopIdQuerySchema,
    response: autoAcceptRuleSchema,
  },
  updateAutoAcceptRule: {
    summary: 'Сохранить правило автоматического приёма откликов',
    body: autoAcceptRuleSchema,
    response: autoAcceptRuleSchema,
  },
  ratings: {
    summary: 'Оценки магазина от исполнителей',
    body: shopIdBodySchema,
    response: shopRatingsSchema,
  },
}

export const shopRatingSchemas = {
  rateShop: { summary: 'Исполнитель оценивает магазин по заказу', body: rateShopSchema },
}
