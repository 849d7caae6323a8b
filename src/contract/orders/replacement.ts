import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { moneySchema } from '../common/money.ts'
import { tariffPeriodSchema } from './enums.ts'

/** A released order is offered to the shop's favourites alone for this long, then to the whole city. */
export const replacementFavouritesMinutes = 30

export const replacementMessages = {
  onlyConfirmed: 'Искать замену можно только для подтверждённой смены',
  started: 'Смена уже началась: отказаться нельзя',
  alreadyReleased: 'Замену для этой смены уже ищут',
  gone: 'Замену уже нашли или поиск закончился',
  ownShift: 'Это ваша смена: взять её нельзя',
  notByRule: 'Срочную замену в этом магазине берут исполнители, которых магазин принимает по своему правилу',
  changeGone: 'Предложение уже неактуально: заказ изменили ещё раз или он больше не ваш',
  changeNotFound: 'Предложение не найдено',
}

/** «Не смогу выйти»: the releasing worker stays the executor until someone takes the order or `cutoffAt`. */
export const replacementSchema = z.object({
  releasedAt: z.string(),
  cutoffAt: z.string(),
})

/** Staff's change of a confirmed order that waits for the executor's consent; the order stands until then. */
export const pendingChangeSchema = z.object({
  id: z.number().int(),
  proposedAt: z.string(),
  dateTime: z.string(),
  dateTo: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  service: z.object({ id: z.number().int(), fullName: z.string() }),
  planTariffValue: moneySchema,
  planTariffPeriod: tariffPeriodSchema,
  factTariffValue: moneySchema.nullable(),
  factTariffPeriod: tariffPeriodSchema.nullable(),
})
export type PendingChange = z.infer<typeof pendingChangeSchema>

/** The executor's answer to a pending change: `id` is the change's, so an answer to a replaced one is refused. */
export const changeAnswerSchema = z.object({
  id: idSchema,
  accept: z.boolean({ error: 'Укажите, принимаете ли вы изменения' }),
})

/** How often the worker kept their word: late releases against shifts done (separate from the rating). */
export const reliabilitySchema = z.object({
  lateReleases: z.number().int(),
  /** Shifts done of shifts done and released late, in per cent; null before either. */
  percent: z.number().int().nullable(),
})

/** `96 % · поздних отказов: 1`, as staff and the worker read it. */
export function reliabilityText(reliability: z.infer<typeof reliabilitySchema>): string {
  if (reliability.percent === null) return 'Пока нет смен'
  return `${reliability.percent}\u00a0% · поздних отказов: ${reliability.lateReleases}`
}
