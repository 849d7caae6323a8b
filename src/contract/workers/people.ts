import { z } from 'zod'
import { workerStateSchema } from '../auth/role-schemas.ts'
import { idSchema } from '../common/ids.ts'
import { text } from '../common/rules.ts'
import { sendToBankStatusSchema } from '../payments/enums.ts'
import { bankDataFields } from './bank-data.ts'
import { workerProfileSchema } from './profile.ts'
import { npdStatusSchema, workerSchema } from './worker.ts'
import { formatRoubles } from '../common/kopecks.ts'
import { npdYearlyLimit } from '../npd/npd.ts'
import type { Money } from '../common/kopecks.ts'

/** Staff's tables of workers: Новые люди (not confirmed) and Люди (confirmed, blocked included). */
export const peopleFiltersSchema = z.object({
  confirmed: z.boolean(),
  search: text().trim().max(100).optional(),
  cityId: idSchema.optional(),
  citizenshipId: idSchema.optional(),
  fundId: idSchema.optional(),
  selfEmployedServiceId: idSchema.optional(),
  blocked: z.boolean().optional(),
})
export type PeopleFilters = z.infer<typeof peopleFiltersSchema>

/** A row of those tables: the card by its last four digits only. */
export const personRowSchema = z.object({
  id: z.number().int(),
  state: workerStateSchema,
  fullName: z.string(),
  phone: z.string(),
  inn: z.string(),
  city: z.string(),
  citizenship: z.string(),
  fund: z.string(),
  position: z.string(),
  cardLast4: z.string(),
  bankStatus: sendToBankStatusSchema,
  bankChangedFields: z.array(z.enum(bankDataFields)),
  rating: z.number().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  blockedUntil: z.string().nullable(),
})
export type PersonRow = z.infer<typeof personRowSchema>

/** A staff edit names the version it was made from (the `version` of get-by-id). */
export const staffProfileUpdateSchema = workerProfileSchema.extend({
  id: idSchema,
  version: z.number().int().positive(),
})
export type StaffProfileUpdate = z.infer<typeof staffProfileUpdateSchema>

/** The answer of the staff's check: the status as now stored, and the INN it is about. */
export const npdCheckSchema = npdStatusSchema.extend({ inn: z.string() })
export type NpdCheck = z.infer<typeof npdCheckSchema>

/**
 * The confirmed worker, and what staff are told when the INN was a deleted worker's: the НПД limit is the
 * taxpayer's, so that account's payouts this year count against it (decision 072).
 */
export const confirmedWorkerSchema = workerSchema.extend({ earlierAccountNotice: z.string().nullable() })
export type ConfirmedWorker = z.infer<typeof confirmedWorkerSchema>

export const peopleMessages = {
  innOfDeletedWorker: (inn: string, paid: Money, year: number) =>
    `ИНН ${inn} был у удалённого исполнителя. Выплаты по этому ИНН в ${year} году (${formatRoubles(paid)}) ` +
    `входят в годовой лимит дохода самозанятого ${formatRoubles(npdYearlyLimit)}`,
  staleEdit: 'Профиль уже изменил другой сотрудник. Обновите страницу и внесите правки снова',
  alreadyConfirmed: 'Исполнитель уже подтверждён',
  notConfirmedOnly: 'Этот вызов — для неподтверждённых исполнителей',
  confirmedOnly: 'Этот вызов — для подтверждённых исполнителей',
  alreadyBlocked: 'Исполнитель уже заблокирован',
  notBlocked: 'Исполнитель не заблокирован',
  deleted: 'Профиль исполнителя удалён: изменить его нельзя',
  alreadySent: 'Данные исполнителя уже отправлены в банк',
} as const
