import { z } from 'zod'
import { dateTimeSchema, instantSchema } from '../common/dates.ts'
import { idBodySchema, idSchema } from '../common/ids.ts'
import { checkInMessages as messages, checkVerifications } from './messages.ts'

/**
 * A check as the phone sends it: the order, the time the worker tapped (the phone's own, kept when the check
 * waited offline), the code read from the shop's screen and the position, each when the phone had one.
 */
const checkBodySchema = z
  .object({
    id: idSchema,
    at: dateTimeSchema,
    code: z
      .string({ error: messages.codeFormat })
      .regex(/^\d{6}$/, { error: messages.codeFormat })
      .optional(),
    latitude: z
      .number({ error: messages.latitude })
      .min(-90, { error: messages.latitude })
      .max(90, { error: messages.latitude })
      .optional(),
    longitude: z
      .number({ error: messages.longitude })
      .min(-180, { error: messages.longitude })
      .max(180, { error: messages.longitude })
      .optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    error: messages.positionPair,
    path: ['latitude'],
  })
export type CheckBody = z.infer<typeof checkBodySchema>

const checkSchema = z.object({
  at: instantSchema,
  /** When the server took it: later than `at` for a check that waited on the phone. */
  receivedAt: instantSchema,
  verification: z.enum(checkVerifications),
  /** How far from the shop the phone said it was, when it said. */
  distanceMeters: z.number().int().nullable(),
})

/** A check-out more than a quarter-hour after the end: how late, and whether staff counted the time after the end. */
const lateCheckOutSchema = z.object({
  minutesAfterEnd: z.number().int(),
  overtimeCounted: z.boolean(),
})
export type Check = z.infer<typeof checkSchema>

const orderChecksSchema = z.object({
  orderId: z.number().int(),
  checkIn: checkSchema.nullable(),
  checkOut: checkSchema.nullable(),
  /** The timesheet's minutes from the two checks (rules.ts `checkedMinutes`), null until both are there. */
  checkedMinutes: z.number().int().nullable(),
  /** Set when the check-out came long after the shift's end (rules.ts `isLateCheckOut`). */
  lateCheckOut: lateCheckOutSchema.nullable(),
  /** Confirmed, 15 minutes past the start, no check-in: staff should look. */
  possibleNoShow: z.boolean(),
})
export type OrderChecks = z.infer<typeof orderChecksSchema>

/** The shop screen's credential: 32 random bytes, base64url. It reads that shop's codes and nothing else. */
const screenTokenSchema = z
  .string({ error: messages.screenTokenFormat })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.screenTokenFormat })

const shopScreenCodesSchema = z.object({
  shopId: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** The server's clock when it answered, so a shop device whose clock is off still shows the right code. */
  serverTime: instantSchema,
  /** The codes of the current minute and the next ones: the screen shows them on while its network is down. */
  codes: z.array(z.object({ from: instantSchema, code: z.string() })),
})
export type ShopScreenCodes = z.infer<typeof shopScreenCodesSchema>

const shopIdBodySchema = z.object({ shopId: idSchema })

export default {
  checkIn: {
    summary: 'Исполнитель отмечает приход на смену',
    body: checkBodySchema,
    response: orderChecksSchema,
  },
  checkOut: {
    summary: 'Исполнитель отмечает уход со смены',
    body: checkBodySchema,
    response: orderChecksSchema,
  },
  ofOrder: {
    summary: 'Отметки прихода и ухода по заказу (исполнителю — только по своим)',
    body: idBodySchema,
    response: orderChecksSchema,
  },
  possibleNoShows: {
    summary: 'Идущие смены, на которые исполнитель не отметился',
    response: z.object({ ids: z.array(z.number().int()) }),
  },
  countOvertime: {
    summary: 'Засчитать время после конца смены до отметки ухода',
    body: idBodySchema,
    response: orderChecksSchema,
  },
  openShopScreen: {
    summary: 'Новая ссылка для экрана магазина (прежний экран отключается)',
    body: shopIdBodySchema,
    response: z.object({ shopId: z.number().int(), token: z.string() }),
  },
  rotateShopSecret: {
    summary: 'Сменить секрет кода магазина: прежние коды и экран перестают действовать',
    body: shopIdBodySchema,
  },
  screenCodes: {
    summary: 'Коды магазина для его экрана, по ссылке экрана',
    body: z.object({ token: screenTokenSchema }),
    response: shopScreenCodesSchema,
  },
}
