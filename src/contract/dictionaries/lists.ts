import { z } from 'zod'
import { citySchema } from './city.ts'
import { citizenshipSchema } from './citizenship.ts'
import { fundSchema } from './fund.ts'
import { serviceSchema } from './service.ts'
import { shopSchema } from './shop.ts'

export const cityListSchema = z.array(citySchema)
export const citizenshipListSchema = z.array(citizenshipSchema)
export const fundListSchema = z.array(fundSchema)
export const serviceListSchema = z.array(serviceSchema)
export const shopListSchema = z.array(shopSchema)
