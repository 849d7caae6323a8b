import { z } from 'zod'
import { roles, workerStates } from './roles.ts'

export const roleSchema = z.enum(roles)
export const workerStateSchema = z.enum(workerStates)
