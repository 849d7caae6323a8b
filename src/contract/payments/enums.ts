import { z } from 'zod'
import { sendToBankStatuses } from './labels.ts'

export * from './labels.ts'

export const sendToBankStatusSchema = z.enum(sendToBankStatuses)
