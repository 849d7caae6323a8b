import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../src/contract/orders/order.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { apiOperations, type ApiOperation } from '../support/openapi.ts'
import { signIn } from '../support/sign-in.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import type { ErrorBody } from '../../src/contract/common/errors.ts'
import {
  orderEndpoints,
  responseEndpoints,
  workerOrderEndpoints,
} from '../../src/contract/orders/endpoints.ts'
import type { WorkerOrderList } from '../../src/contract/orders/worker-views.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi, type TestCall } from '../support/api.ts'

type Json = Record<string, unknown>

/**
 * Issue 12, item 2 (OWASP API1 and API3): a second worker calling with the first worker's ids gets 404, and
 * nothing answered to a worker carries another worker's personal data.
 */
let test: TestApp
let owner: string
let intruder: string
let employee: string
let ownerProfile: Worker
const owned = {
  responseIds: [] as number[],
  orderIds: { awaiting: 0, scheduled: 0, act: 0, paid: 0 },
  receiptId: 0,
}

const listOf = async (token: string, list: WorkerOrderList) =>
  (await callApi(test.app, workerOrderEndpoints.mine, { token, query: { size: 100 }, body: { list } })).body
    .content

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])
const uploadReceipt = (token: string, orderId: number) =>
  callApi(test.app, receiptEndpoints.upload, {
    token,
    upload: {
      fields: { orderId: String(orderId) },
      file: { field: 'taxReceiptFile', name: 'чек.png', type: 'image/png', bytes: png },
    },
  })
const profileOf = async (token: string) =>
  (await callApi(test.app, workerEndpoints.me, { token })).body.worker
const peopleFor = (token: string) =>
  callApi(test.app, peopleEndpoints.filter, { token, query: { size: 100 }, body: { confirmed: true } })

beforeAll(async () => {
  test = await createTestApp()
  owner = (await signIn(test, 'worker')).accessToken
  intruder = (await signIn(test, 'secondWorker')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  ownerProfile = await profileOf(owner)

  const responses = await listOf(owner, 'responses')
  owned.responseIds = responses.map((order) => (order as Order & { myResponseId: number }).myResponseId)
  owned.orderIds.awaiting = (await listOf(owner, 'awaiting'))[0]!.id
  owned.orderIds.scheduled = (await listOf(owner, 'scheduled')).find(
    (order) => order.status === 'CONFIRMED',
  )!.id
  const acts = await listOf(owner, 'acts')
  owned.orderIds.act = acts.find((order) => order.certificateStatus === 'SENT')!.id
  owned.orderIds.paid = acts.find((order) => order.status === 'FINISHED')!.id
  const receipt = await uploadReceipt(owner, owned.orderIds.paid)
  expect(receipt.status).toBe(200)
  owned.receiptId = receipt.body.id
})
afterAll(() => test.close())

/** What would identify the first worker, or is staff-only, in any answer's text. */
const personalData = () => [
  ownerProfile.phone,
  ownerProfile.phone.slice(1),
  ownerProfile.inn,
  ownerProfile.snils,
  ownerProfile.paymentCardNumber,
  ownerProfile.passportNumber,
  `${ownerProfile.lastName} ${ownerProfile.firstName}`,
  ownerProfile.address,
]

const expectNoPersonalData = (text: string, where: string) => {
  for (const value of personalData()) expect(text, `${where} leaks ${value}`).not.toContain(value)
}

describe('a second worker with the first worker’s ids', () => {
  type Answer = { status: number; body: Partial<ErrorBody> | null }
  const byIntruder = <E extends Endpoint>(
    endpoint: E,
    input: () => TestCall<E>,
  ): [string, () => Promise<Answer>] => [
    `${endpoint.method} ${endpoint.path}`,
    () => callApi(test.app, endpoint, { ...input(), token: intruder }),
  ]
  const notFound: [string, () => Promise<Answer>][] = [
    byIntruder(responseEndpoints.withdraw, () => ({ body: { id: owned.responseIds[0]! } })),
    byIntruder(responseEndpoints.ofWorker, () => ({ body: { id: ownerProfile.id } })),
    byIntruder(orderEndpoints.confirm, () => ({ body: { id: owned.orderIds.awaiting } })),
    byIntruder(orderEndpoints.rejectExecution, () => ({ body: { id: owned.orderIds.scheduled } })),
    byIntruder(actEndpoints.confirm, () => ({ body: { id: owned.orderIds.act } })),
    byIntruder(actEndpoints.reject, () => ({ body: { id: owned.orderIds.act } })),
    byIntruder(actEndpoints.linkForDownloading, () => ({ body: { id: owned.orderIds.act } })),
    byIntruder(actEndpoints.pdf, () => ({ body: { id: owned.orderIds.act } })),
    byIntruder(receiptEndpoints.linkForDownloading, () => ({ body: { id: owned.receiptId } })),
  ]

  it.each(notFound)('%s answers 404 and changes nothing', async (_name, ask) => {
    const response = await ask()
    expect(response.status, JSON.stringify(response.body)).toBe(404)
    expect(response.body?.message).toMatch(/не найден/i)
  })

  it('cannot attach a receipt to the first worker’s paid order', async () => {
    const response = await uploadReceipt(intruder, owned.orderIds.paid)
    expect(response.status).toBe(404)
  })

  it('left the first worker’s things as they were', async () => {
    expect((await listOf(owner, 'responses')).length).toBe(owned.responseIds.length)
    expect((await listOf(owner, 'awaiting')).map((order) => order.id)).toContain(owned.orderIds.awaiting)
    const act = (await listOf(owner, 'acts')).find((order) => order.id === owned.orderIds.act)
    expect(act?.certificateStatus).toBe('SENT')
    const receipts = (await callApi(test.app, receiptEndpoints.mine, { token: owner })).body
    expect(receipts.map((receipt) => receipt.id)).toEqual([owned.receiptId])
  })

  it('sees only their own finished shifts, whatever id the body names', async () => {
    const shifts = await callApi(test.app, orderEndpoints.shifts, {
      token: intruder,
      query: { size: 100 },
      body: { selfEmployedId: ownerProfile.id },
    })
    expect(shifts.status).toBe(200)
    const ids = shifts.body.content.map((order) => order.id)
    expect(ids).not.toContain(owned.orderIds.paid)
  })

  it('cannot open a download link bound to another file by editing its token', async () => {
    const link = await callApi(test.app, receiptEndpoints.linkForDownloading, {
      token: owner,
      body: { id: owned.receiptId },
    })
    const url = link.body.url
    const tampered = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA')
    const response = await test.app.inject({ method: 'GET', url: tampered })
    expect(response.statusCode).toBe(403)
    expect(response.rawPayload.equals(png)).toBe(false)
  })
})

/** A body for an operation naming the first worker's things wherever the schema takes an id. */
function bodiesNaming(operation: ApiOperation, ids: number[]): Json[] {
  const properties = Object.keys((operation.body?.properties as Record<string, unknown>) ?? {})
  const listValues = ['responses', 'awaiting', 'scheduled', 'acts']
  if (properties.includes('list')) return listValues.map((list) => ({ list }))
  return ids.map((id) =>
    Object.fromEntries(
      properties.map((property) => [
        property,
        property === 'idList' ? ids : /id$/i.test(property) ? id : undefined,
      ]),
    ),
  )
}

describe('nothing answered to another worker holds the first worker’s personal data', () => {
  it('holds for every operation a worker may call, with every id the first worker owns', async () => {
    const ids = [ownerProfile.id, ...owned.responseIds, ...Object.values(owned.orderIds), owned.receiptId]
    const operations = (await apiOperations(test.app)).filter(
      (operation) =>
        (operation.roles.includes('SELF_EMPLOYED') || operation.roles.includes('SIGNED_IN')) &&
        !operation.path.startsWith('/auth/'),
    )
    expect(operations.length).toBeGreaterThan(15)
    for (const operation of operations) {
      const bodies = operation.method === 'GET' ? [undefined] : bodiesNaming(operation, ids)
      for (const body of bodies.length ? bodies : [{}]) {
        const response = await test.app.inject({
          method: operation.method as 'POST',
          url: `${operation.path}${operation.query ? '?size=100' : ''}`,
          headers: { authorization: `Bearer ${intruder}` },
          ...(body ? { payload: body } : {}),
        })
        const where = `${operation.method} ${operation.path} ${JSON.stringify(body)}`
        expect(response.statusCode, where).toBeLessThan(500)
        expectNoPersonalData(response.body, where)
      }
    }
  })

  it('shows the owner their own profile in full, and staff lists the card by its last four digits only', async () => {
    expect(await profileOf(owner)).toMatchObject({ paymentCardNumber: ownerProfile.paymentCardNumber })
    const people = await peopleFor(employee)
    expect(people.status).toBe(200)
    const rows = people.body.content
    expect(rows.find((row) => row.id === ownerProfile.id)?.cardLast4).toBe(
      ownerProfile.paymentCardNumber.slice(-4),
    )
    const staffLists: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['people', () => peopleFor(employee)],
      [
        'orders',
        () => callApi(test.app, orderEndpoints.filter, { token: employee, body: {}, query: { size: 100 } }),
      ],
      [
        'responses',
        () =>
          callApi(test.app, responseEndpoints.allForOrder, {
            token: employee,
            body: { id: owned.orderIds.awaiting },
          }),
      ],
    ]
    for (const [url, ask] of staffLists) {
      const response = await ask()
      expect(response.status, url).toBe(200)
      const text = JSON.stringify(response.body)
      for (const value of [ownerProfile.paymentCardNumber, ownerProfile.passportNumber, ownerProfile.snils])
        expect(text, `${url} shows ${value}`).not.toContain(value)
    }
  })
})

describe('properties a worker may not set (OWASP API3, mass assignment)', () => {
  it('ignores a state, an id, a bank status and a rating sent with the worker’s own profile', async () => {
    const notConfirmed = (await signIn(test, 'notConfirmedWorker')).accessToken
    const before = await profileOf(notConfirmed)
    const updated = await callApi(test.app, workerEndpoints.updateProfile, {
      token: notConfirmed,
      rawBody: {
        ...profileInputOf(before),
        address: `${before.address}А`,
        id: ownerProfile.id,
        state: 'SELF_EMPLOYED',
        roles: ['ADMIN'],
        bankStatus: 'SENT',
        rating: 5,
        confirmedAt: new Date().toISOString(),
      },
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const after = (await callApi(test.app, workerEndpoints.me, { token: notConfirmed })).body
    expect(after.roles).toEqual(['NOT_CONFIRMED_SELF_EMPLOYED'])
    expect(after.worker).toMatchObject({
      id: before.id,
      state: 'NOT_CONFIRMED_SELF_EMPLOYED',
      bankStatus: before.bankStatus,
      rating: before.rating,
      confirmedAt: null,
      address: `${before.address}А`,
    })
    expect((await profileOf(owner)).address).toBe(ownerProfile.address)
  })
})
