import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { Citizenship } from '#contract/dictionaries/citizenship.ts'
import { countryCodeSchema, type CountryCode, type Gender } from '#contract/workers/enums.ts'
import { profileInputOf, type Worker } from '#contract/workers/worker.ts'
import {
  workerProfileSchema,
  workerProfileWithCountry,
  type WorkerProfileInput,
} from '#contract/workers/profile.ts'

/** The profile form's values: the contract's profile with every choice allowed to be still unmade. */
export type ProfileFormValues = {
  lastName: string
  firstName: string
  patronymic: string
  birthDate: string
  gender: Gender | null
  phone: string
  citizenshipId: number | null
  cityId: number | null
  paymentCardNumber: string
  inn: string
  snils: string
  passportSeries: string
  passportNumber: string
  passportIssueDate: string
  passportDepartmentCode: string
  passportIssuedBy: string
  passportBirthPlace: string
  address: string
  selfEmployed: boolean
  fundId: number | null
  selfEmployedServiceId: number | null
}

export type ProfileField = keyof ProfileFormValues

export const emptyProfile = (phone = ''): ProfileFormValues => ({
  lastName: '',
  firstName: '',
  patronymic: '',
  birthDate: '',
  gender: null,
  phone,
  citizenshipId: null,
  cityId: null,
  paymentCardNumber: '',
  inn: '',
  snils: '',
  passportSeries: '',
  passportNumber: '',
  passportIssueDate: '',
  passportDepartmentCode: '',
  passportIssuedBy: '',
  passportBirthPlace: '',
  address: '',
  selfEmployed: false,
  fundId: null,
  selfEmployedServiceId: null,
})

export const profileFields = Object.keys(emptyProfile()) as ProfileField[]

/** A saved profile, as the form edits it. */
export const profileValuesOf = (worker: Worker): ProfileFormValues => profileInputOf(worker)

/** The country code of the chosen citizenship, once the list is loaded and one is chosen. */
export function countryOf(
  citizenships: readonly Citizenship[] | undefined,
  citizenshipId: number | null | undefined,
): CountryCode | undefined {
  const code = citizenships?.find((citizenship) => citizenship.id === citizenshipId)?.code
  return countryCodeSchema.safeParse(code).data
}

/**
 * The server's own rules: the profile schema of the contract, with the passport rules of the chosen
 * citizenship's country. Unchosen values (null) fail the schema with «Поле не должно быть пустым».
 */
export function profileResolver(
  citizenships: () => readonly Citizenship[] | undefined,
): Resolver<ProfileFormValues, unknown, WorkerProfileInput> {
  return (values, context, options) => {
    const code = countryOf(citizenships(), values.citizenshipId)
    const schema = code ? workerProfileWithCountry(code) : workerProfileSchema
    // The schema's input type has no nulls; the form's values may, and the schema reports them.
    return zodResolver(schema)(values as never, context, options as never) as ReturnType<
      Resolver<ProfileFormValues, unknown, WorkerProfileInput>
    >
  }
}
