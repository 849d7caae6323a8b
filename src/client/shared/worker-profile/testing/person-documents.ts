import type { Worker } from '#contract/workers/worker.ts'
import type { ProfileFormValues } from '../profile-form-values.ts'

type Documents = Pick<
  Worker,
  | 'birthDate'
  | 'gender'
  | 'paymentCardNumber'
  | 'inn'
  | 'snils'
  | 'passportSeries'
  | 'passportNumber'
  | 'passportIssueDate'
  | 'passportDepartmentCode'
  | 'passportIssuedBy'
  | 'passportBirthPlace'
  | 'address'
> &
  Partial<ProfileFormValues>

/**
 * A worker's birth, card, INN, SNILS, passport and address, valid by the contract's checks (the INN's and
 * SNILS's check digits included): what the profile form's tests fill in and the profile page's tests show.
 */
export const personDocuments: Documents = {
  birthDate: '1998-04-12',
  gender: 'F',
  paymentCardNumber: '2200000012345678',
  inn: '500100732259',
  snils: '11223344595',
  passportSeries: '4512',
  passportNumber: '345678',
  passportIssueDate: '2018-05-20',
  passportDepartmentCode: '500123',
  passportIssuedBy: 'ГУ МВД России по Московской области',
  passportBirthPlace: 'г. Коломна',
  address: 'Московская обл, г Коломна, ул Ленина, д. 5',
}
