import { z } from 'zod'
import { dateTimeSchema } from '../common/dates.ts'
import { idSchema } from '../common/ids.ts'
import { isoDate } from '../common/rules.ts'

/**
 * Standby («Дежурство», issue 49 item 3): staff post a slot of a shop, service and time window with a guaranteed
 * minimum; a worker takes it; staff call them into an order of the shop in the window, or at the window's end the
 * minimum is owed as a payment of its own.
 */
const standbyStates = ['OPEN', 'TAKEN', 'CALLED', 'PAID_MINIMUM', 'CANCELED'] as const
export type StandbyState = (typeof standbyStates)[number]

/** The bounds a slot is checked against; a larger minimum or a longer window is a typing mistake. */
export const standbyLimits = {
  minimumRoubles: 100_000,
  maxHours: 16,
  daysAhead: 60,
} as const

export const standbyMessages = {
  minimum: `Гарантированный минимум — сумма в рублях больше 0 и не больше 100\u00a0000 ₽, не больше двух знаков после запятой`,
  endBeforeStart: 'Окончание дежурства должно быть позже начала',
  tooLong: `Дежурство не может длиться больше ${standbyLimits.maxHours} часов`,
  startsInPast: 'Начало дежурства уже прошло: дежурство можно назначить только на будущее',
  tooFar: `Дежурство можно назначить не больше чем на ${standbyLimits.daysAhead} дней вперёд`,
  notOffered: 'Этот магазин не оказывает выбранную услугу',
  notFound: 'Дежурство не найдено',
  shopNotFound: 'Магазин не найден',
  orderNotFound: 'Заказ не найден',
  taken: 'Дежурство уже взял другой исполнитель',
  notOpen: 'Дежурство уже закончилось или отменено',
  started: 'Дежурство уже началось: взять его нельзя',
  busy: 'В это время у вас уже есть смена или другое дежурство',
  notByRule: 'Дежурства в этом магазине берут исполнители, которых магазин принимает по своему правилу',
  notTaken: 'Дежурство ещё никто не взял: вызывать некого',
  alreadyCalled: 'Исполнитель уже вызван на заказ',
  paid: 'Дежурство закончилось: исполнителю начислен гарантированный минимум',
  canceled: 'Дежурство отменено',
  ended: 'Дежурство закончилось: вызвать на заказ уже нельзя',
  otherOrder: 'Вызвать можно только на заказ того же магазина и той же услуги',
  outsideWindow: 'Смена заказа должна начинаться во время дежурства',
  orderStarted: 'Смена заказа уже началась: вызвать на неё нельзя',
  cancelTaken: 'Дежурство уже взято: исполнителю гарантирован минимум, отменить его нельзя',
  notSelfEmployed: 'Исполнитель не подтверждён или заблокирован',
  /** The journal's note on the executor's confirmation: their consent was the standby's take. */
  consentNote: 'Подтверждено взятием дежурства',
  /** The description of the order that carries the minimum. */
  minimumOrder: 'Дежурство: гарантированный минимум',
} as const

export const standbyStateLabels: Record<StandbyState, string> = {
  OPEN: 'Свободно',
  TAKEN: 'Взято',
  CALLED: 'Вызван на заказ',
  PAID_MINIMUM: 'Начислен минимум',
  CANCELED: 'Отменено',
}

/** Roubles with at most two decimals, more than 0 and at most `minimumRoubles`. */
export const standbyMinimumSchema = z
  .string({ error: standbyMessages.minimum })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: standbyMessages.minimum })
  .refine((value) => Number(value) > 0 && Number(value) <= standbyLimits.minimumRoubles, {
    error: standbyMessages.minimum,
  })

const hourMs = 3_600_000

/** POST /api/standby/create: times carry the shop city's offset, as an order's do. */
export const createStandbySchema = z
  .object({
    shopId: idSchema,
    serviceId: idSchema,
    dateFrom: dateTimeSchema,
    dateTo: dateTimeSchema,
    minimum: standbyMinimumSchema,
  })
  .superRefine((slot, ctx) => {
    const length = Date.parse(slot.dateTo) - Date.parse(slot.dateFrom)
    const message = !(length > 0)
      ? standbyMessages.endBeforeStart
      : length > standbyLimits.maxHours * hourMs
        ? standbyMessages.tooLong
        : null
    if (message) ctx.addIssue({ code: 'custom', message, path: ['dateTo'] })
  })
export type CreateStandby = z.infer<typeof createStandbySchema>

export const callStandbySchema = z.object({ id: idSchema, orderId: idSchema })

/**
 * Staff: the slots by shop, days (the shop's local dates) and states. A worker: `mine` their taken slots, else the
 * open slots of their city they may take; the other filters do not apply to them.
 */
export const standbyFilterSchema = z.object({
  mine: z.boolean().optional(),
  shopId: idSchema.optional(),
  dateFrom: isoDate().optional(),
  dateTo: isoDate().optional(),
  states: z.array(z.enum(standbyStates)).max(standbyStates.length).optional(),
})
export type StandbyFilter = z.infer<typeof standbyFilterSchema>

export const standbySlotSchema = z.object({
  id: z.number().int(),
  state: z.enum(standbyStates),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    utcOffset: z.number().int(),
  }),
  service: z.object({ id: z.number().int(), fullName: z.string() }),
  dateFrom: z.string(),
  dateTo: z.string(),
  minimum: z.string(),
  /** Who took it: staff see them; a worker sees only their own slots. */
  worker: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  takenAt: z.string().nullable(),
  /** The order the worker was called into, or the order that carries the minimum. */
  order: z.object({ id: z.number().int(), orderNumber: z.number().int() }).nullable(),
  endedAt: z.string().nullable(),
})
export type StandbySlot = z.infer<typeof standbySlotSchema>

/** The orders a taken slot's worker can be called into: the shop's and service's, unfilled, starting in the window. */
export const standbyOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  dateTime: z.string(),
  dateTo: z.string(),
  status: z.enum(['NEW', 'HAS_RESPONSE']),
  responsesCount: z.number().int(),
})
export type StandbyOrder = z.infer<typeof standbyOrderSchema>
