import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { requiredString } from '../common/rules.ts'
import { tariffPeriodSchema } from './enums.ts'
import { favouritesFirstHoursSchema, orderFiltersSchema, planTariffSchema } from './requests.ts'

/**
 * Actions on many orders of the staff's table at once (issue 48, decision 111): the orders chosen (`ids`), or every
 * order the table's filters find (`filters`, the body of `POST /api/order/filter`), up to this many per call. A
 * change runs a few statements per order under the orders' locks (a thousand take seconds); an export only reads.
 */
export const bulkLimits = { change: 1000, export: 5000 } as const
export const bulkExportFileName = 'Заказы.xlsx'

export const bulkActionMessages = {
  eitherSelection: 'Передайте либо выбранные заказы (ids), либо фильтры (filters) для всех найденных',
  emptySelection: 'Выберите хотя бы один заказ',
  tooManyIds: (limit: number) => `Не больше ${limit} заказов за одно действие`,
  tooManyFound: (limit: number) =>
    `Фильтры нашли больше ${limit} заказов: сузьте их, чтобы действовать сразу над всеми`,
  nothingFound: 'Фильтры не нашли ни одного заказа',
  notFound: 'Заказ не найден',
  // The same words as one order's update answers.
  finished: 'Завершённый заказ нельзя изменить',
  sameTariff: 'Тариф уже такой',
  tariffStarted: 'Смена уже началась: тариф исполнителя ставится при завершении заказа',
  notLooking: 'Исполнитель уже выбран: публиковать сначала избранным поздно',
  noFavourites: 'У магазина нет избранных исполнителей: заказ не увидел бы никто',
} as const

/** Which orders an action takes: exactly one of `ids` and `filters`. */
const selectionOf = (limit: number) => ({
  ids: z
    .array(idSchema)
    .max(limit, { error: bulkActionMessages.tooManyIds(limit) })
    .optional()
    .meta({ description: 'Выбранные заказы' }),
  filters: orderFiltersSchema
    .optional()
    .meta({ description: 'Все заказы, которые находят эти фильтры (тело POST /api/order/filter)' }),
})
const selectionShape = selectionOf(bulkLimits.change)

type Selected = { ids?: readonly number[] | undefined; filters?: object | undefined }
const oneOfThem = (body: Selected) => (body.ids === undefined) !== (body.filters === undefined)
const either = { error: bulkActionMessages.eitherSelection }
const someIds = (body: Selected) => body.ids === undefined || body.ids.length > 0
const notEmpty = { error: bulkActionMessages.emptySelection, path: ['ids'] }

export const bulkSelectionSchema = z
  .object(selectionOf(bulkLimits.export))
  .refine(oneOfThem, either)
  .refine(someIds, notEmpty)
export type BulkSelection = z.infer<typeof bulkSelectionSchema>

/** Cancelling is finishing without the work, as one order's `set-finished-status` does; the reason goes to the journal. */
export const bulkCancelSchema = z
  .object({
    ...selectionShape,
    resolution: z.enum(['CANCELED', 'NOT_RELEVANT']),
    reason: requiredString(500).transform((value) => value.trim()),
  })
  .refine(oneOfThem, either)
  .refine(someIds, notEmpty)
export type BulkCancel = z.infer<typeof bulkCancelSchema>

/** The shift's own rate and its period; a lower or other rate of a confirmed shift waits for the executor. */
export const bulkTariffSchema = z
  .object({ ...selectionShape, planTariffValue: planTariffSchema, planTariffPeriod: tariffPeriodSchema })
  .refine(oneOfThem, either)
  .refine(someIds, notEmpty)
export type BulkTariff = z.infer<typeof bulkTariffSchema>

/** Shown only to the shop's favourites for `hours` from now, then to everyone. */
export const bulkFavouritesFirstSchema = z
  .object({
    ...selectionShape,
    // One order's 1–72 hours, here required: the action is the publication.
    hours: favouritesFirstHoursSchema.unwrap().unwrap(),
  })
  .refine(oneOfThem, either)
  .refine(someIds, notEmpty)
export type BulkFavouritesFirst = z.infer<typeof bulkFavouritesFirstSchema>

const orderRefSchema = z.object({ id: z.number().int(), orderNumber: z.number().int() })

/**
 * What became of each order: changed; `proposed` — the change waits for the executor's consent (decision 103); or
 * refused with its reason, in Russian. An order not found has no number.
 */
export const bulkOutcomeSchema = z.object({
  changed: z.array(orderRefSchema),
  proposed: z.array(orderRefSchema),
  refused: z.array(
    z.object({ id: z.number().int(), orderNumber: z.number().int().nullable(), message: z.string() }),
  ),
})
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>
