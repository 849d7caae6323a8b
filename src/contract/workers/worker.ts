import { z } from 'zod'
import { currentUserSchema } from '../auth/current-user.ts'
import { workerStateSchema } from '../auth/role-schemas.ts'
import { moneySchema } from '../common/money.ts'
import { sendToBankStatusSchema } from '../payments/enums.ts'
import { bankDataFields } from './bank-data.ts'
import { genderSchema } from './enums.ts'
import { reliabilitySchema } from '../orders/replacement.ts'

/** The tax service's last answer about the worker (contract/npd/npd.ts `NpdStatus`). */
export const npdStatusSchema = z.object({
  registered: z.boolean().nullable(),
  checkedAt: z.string().nullable(),
  requestDate: z.string().nullable(),
  message: z.string().nullable(),
})

/** A worker's whole profile as staff and the worker themself see it. */
export const workerSchema = z.object({
  id: z.number().int(),
  state: workerStateSchema,
  phone: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  patronymic: z.string().nullable(),
  birthDate: z.string(),
  gender: genderSchema,
  citizenship: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }),
  paymentCardNumber: z.string(),
  inn: z.string(),
  snils: z.string(),
  passportSeries: z.string().nullable(),
  passportNumber: z.string(),
  passportIssueDate: z.string(),
  passportDepartmentCode: z.string(),
  passportIssuedBy: z.string(),
  passportBirthPlace: z.string(),
  address: z.string(),
  selfEmployed: z.boolean(),
  fund: z.object({ id: z.number().int(), name: z.string(), guid: z.string() }),
  selfEmployedService: z.object({ id: z.number().int(), fullName: z.string(), zupId: z.string().nullable() }),
  bankStatus: sendToBankStatusSchema,
  /** The bank's data changed since the bank took the worker on: payments wait until staff send it again. */
  bankChangedFields: z.array(z.enum(bankDataFields)),
  blockedUntil: z.string().nullable(),
  rating: z.number().nullable(),
  /** Late releases against shifts done (issue 49), shown beside the rating, never mixed into it. */
  reliability: reliabilitySchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  npd: npdStatusSchema,
  /** What this company paid the worker this calendar year (Moscow), sent or on its way: the НПД limit counts it. */
  paidThisYear: moneySchema,
  version: z.number().int(),
})
export type Worker = z.infer<typeof workerSchema>

export const workerMeSchema = currentUserSchema.extend({ worker: workerSchema })
export type WorkerMe = z.infer<typeof workerMeSchema>

/** The card as lists show it: its last four digits only. */
export function maskCardNumber(cardNumber: string): string {
  return `•••• ${cardNumber.slice(-4)}`
}

/** A saved profile in the shape the profile-update calls take, so an edit starts from what is stored. */
export function profileInputOf(worker: Worker) {
  return {
    lastName: worker.lastName,
    firstName: worker.firstName,
    patronymic: worker.patronymic ?? '',
    birthDate: worker.birthDate,
    gender: worker.gender,
    phone: worker.phone,
    citizenshipId: worker.citizenship.id,
    cityId: worker.city.id,
    paymentCardNumber: worker.paymentCardNumber,
    inn: worker.inn,
    snils: worker.snils,
    passportSeries: worker.passportSeries ?? '',
    passportNumber: worker.passportNumber,
    passportIssueDate: worker.passportIssueDate,
    passportDepartmentCode: worker.passportDepartmentCode,
    passportIssuedBy: worker.passportIssuedBy,
    passportBirthPlace: worker.passportBirthPlace,
    address: worker.address,
    selfEmployed: worker.selfEmployed,
    fundId: worker.fund.id,
    selfEmployedServiceId: worker.selfEmployedService.id,
  }
}
