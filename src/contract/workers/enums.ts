import { z } from 'zod'
import { fieldError } from '../common/rules.ts'
import { messages } from '../common/messages.ts'

const enumError = { error: fieldError(messages.invalid) }

export const genderSchema = z.enum(['M', 'F'], enumError)
export type Gender = z.infer<typeof genderSchema>

export const genderLabels: Record<Gender, string> = {
  M: 'Мужской',
  F: 'Женский',
}

/** Countries whose passports the profile form knows (spec section 3); they decide the passport rules. */
export const countryCodeSchema = z.enum(['RUS', 'KAZ', 'KGZ', 'BLR', 'ARM'], enumError)
export type CountryCode = z.infer<typeof countryCodeSchema>

/** Parts of an address the address suggestions are refined with (spec section 3). */
export type AddressPart = 'HOUSE' | 'BUILDING' | 'FLAT'

export const addressPartLabels: Record<AddressPart, string> = {
  HOUSE: 'Дом/Владение',
  BUILDING: 'Корпус/Строение',
  FLAT: 'Квартира/Офис',
}
