import type { Worker } from '../../src/contract/workers/worker.ts'

/** A worker's profile as the profile-update calls take it, from the profile the API answers. */
export function profileOf(worker: Worker) {
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
