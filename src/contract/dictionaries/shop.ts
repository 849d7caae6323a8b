import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { reference } from '../common/rules.ts'
import { dictionaryMessages } from './messages.ts'
import { dictionaryText } from './text.ts'

export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.object({ id: z.number().int(), name: z.string(), utcOffset: z.number().int() }),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
})
export type Shop = z.infer<typeof shopSchema>

const coordinate = (limit: number, message: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? dictionaryMessages.coordinatesMissing
          : message,
    })
    .min(-limit, { error: message })
    .max(limit, { error: message })

/** The ids of the services a shop offers, each once. */
const shopServiceIdsSchema = z
  .array(idSchema)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, { error: dictionaryMessages.servicesRepeat })

/** A shop with its place on the map and the services it offers, saved in one go. */
export const shopInputSchema = z.object({
  name: dictionaryText(256),
  cityId: reference(),
  address: dictionaryText(256),
  latitude: coordinate(90, dictionaryMessages.latitude),
  longitude: coordinate(180, dictionaryMessages.longitude),
  services: shopServiceIdsSchema.default([]),
})
export type ShopInput = z.infer<typeof shopInputSchema>

export const shopUpdateSchema = shopInputSchema.extend({ id: idSchema })

/** `POST /api/shop/services/update`: the whole list of the shop's services replaces the old one. */
export const shopServicesBodySchema = z.object({ shopId: idSchema, services: shopServiceIdsSchema })
