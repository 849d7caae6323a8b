import { z } from 'zod'
import { orderResolutions, orderStatuses, tariffPeriods } from './labels.ts'

export * from './labels.ts'

export const orderStatusSchema = z.enum(orderStatuses)
export const orderResolutionSchema = z.enum(orderResolutions)
export const tariffPeriodSchema = z.enum(tariffPeriods)
