import { expect } from 'vitest'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { dictionaryEndpoints as dictionaries } from '../../src/contract/dictionaries/endpoints.ts'
import { cardFor, innFor, snilsFor } from '../../src/server/db/seed/documents.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'
import { latestCode } from './sign-in.ts'

export type References = {
  citizenshipId: number
  kazId: number
  cityId: number
  fundId: number
  serviceId: number
}

/** A whole list's rows: the lists answer a page only when asked for one. */
const rowsOf = <T>(list: T[] | { content: T[] }) => (Array.isArray(list) ? list : list.content)

/** The ids of the reference lists a registration form points at. */
export async function loadReferences(test: TestApp): Promise<References> {
  const citizenships = rowsOf((await callApi(test.app, dictionaries.citizenships, { query: {} })).body)
  const cities = rowsOf((await callApi(test.app, dictionaries.cities, { query: {} })).body)
  const funds = rowsOf((await callApi(test.app, dictionaries.funds, { query: {} })).body)
  const services = rowsOf((await callApi(test.app, dictionaries.services, { query: {} })).body)
  return {
    citizenshipId: citizenships.find((c) => c.code === 'RUS')!.id,
    kazId: citizenships.find((c) => c.code === 'KAZ')!.id,
    cityId: cities[0]!.id,
    fundId: funds[0]!.id,
    serviceId: services[0]!.id,
  }
}

type Form = Omit<CallInput<typeof auth.register>['body'], 'registrationToken'>

/** A valid form whose documents are made from the phone's last digits, so no two phones share one. */
export function profileFor(phone: string, references: References) {
  const seed = 700 + Number(phone.slice(-2))
  return {
    lastName: 'Орлова',
    firstName: 'Дарья',
    patronymic: 'Игоревна',
    birthDate: '1998-04-12',
    gender: 'F',
    phone,
    citizenshipId: references.citizenshipId,
    cityId: references.cityId,
    paymentCardNumber: cardFor(seed),
    inn: innFor(seed),
    snils: snilsFor(seed),
    passportSeries: '4512',
    passportNumber: String(345_000 + seed),
    passportIssueDate: '2018-05-20',
    passportDepartmentCode: '500123',
    passportIssuedBy: 'ГУ МВД России по Московской области',
    passportBirthPlace: 'г. Коломна',
    address: 'Московская обл., г. Коломна, ул. Ленина, д. 5',
    selfEmployed: true,
    fundId: references.fundId,
    selfEmployedServiceId: references.serviceId,
  } satisfies Form
}

/** Proves the phone by the SMS code, as a registration starts; answers the registration token. */
export async function provePhone(test: TestApp, phone: string): Promise<string> {
  test.clock.advance(31_000)
  expect((await callApi(test.app, auth.requestRegistrationCode, { body: { phone } })).status).toBe(200)
  const proof = await callApi(test.app, auth.proveRegistrationPhone, {
    body: { phone, code: latestCode(test, phone) },
  })
  expect(proof.status).toBe(200)
  return proof.body.registrationToken
}
