import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tokens } from '../../src/contract/auth/auth.ts'
import { forbiddenMessage } from '../../src/contract/common/errors.ts'
import { messages } from '../../src/contract/common/messages.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { journalEndpoints } from '../../src/contract/journals/endpoints.ts'
import { employeeMessages, type EmployeeRow } from '../../src/contract/staff/employees.ts'
import { staffEndpoints as calls } from '../../src/contract/staff/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { demoPhones, latestCode, signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: Tokens
let employee: Tokens
let worker: string
let adminId: number
let employeeId: number

beforeAll(async () => {
  test = await createTestApp()
  admin = await signIn(test, 'admin')
  employee = await signIn(test, 'employee')
  worker = (await signIn(test, 'worker')).accessToken
  adminId = (await callApi(test.app, calls.me, { token: admin.accessToken })).body.id
  employeeId = (await callApi(test.app, calls.me, { token: employee.accessToken })).body.id
})
afterAll(() => test.close())

type Filters = CallInput<typeof calls.filter>['body']
type PageQuery = CallInput<typeof calls.filter>['query']

const search = async (body: Filters, query: PageQuery = {}, token = admin.accessToken) =>
  callApi(test.app, calls.filter, { token, body, query })
const list = async (body: Filters = {}, query: PageQuery = {}) => (await search(body, query)).body

/** Signs a staff member in through the real SMS flow. */
async function signInPhone(phone: string) {
  test.clock.advance(31_000)
  const requested = await callApi(test.app, auth.requestEmployeeCode, { body: { phone } })
  if (requested.status !== 200) return { status: requested.status, tokens: null }
  const signedIn = await callApi(test.app, auth.signInEmployee, {
    body: { phone, code: latestCode(test, phone) },
  })
  return { status: signedIn.status, tokens: signedIn.body }
}

const rolesOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { roles: string[] }).roles

const refresh = (refreshToken: string) => callApi(test.app, auth.renewTokens, { body: { refreshToken } })

const employeeJournal = async () =>
  (
    await callApi(test.app, journalEndpoints.administration, {
      token: admin.accessToken,
      body: { appliedFilters: { what: ['employee'] } },
    })
  ).body.content

describe('search-by-filters', () => {
  it('pages the employees, searches by name or phone, and sorts', async () => {
    const all = await list()
    expect(all).toMatchObject({ totalElements: 2, totalPages: 1, page: 1, size: 20 })
    expect(all.content.map((row) => row.fullName)).toEqual([
      'Кузнецов Павел Андреевич',
      'Смирнова Анна Сергеевна',
    ])
    expect(all.content[1]).toMatchObject({ phone: demoPhones.admin, isAdmin: true })
    expect((await list({ search: 'кузн' })).content.map((row) => row.id)).toEqual([employeeId])
    expect((await list({ search: '+7 999 000-00-01' })).content.map((row) => row.id)).toEqual([adminId])
    expect((await list({ search: 'Ан' })).totalElements).toBe(2)
    expect((await list({ search: 'Никого' })).totalElements).toBe(0)
    expect((await list({}, { sort: 'phone,desc' })).content.map((row) => row.id)).toEqual([
      employeeId,
      adminId,
    ])
    expect((await list({}, { page: 2, size: 20 })).content).toEqual([])
  })

  it('refuses a sort or a page size it does not know', async () => {
    expect((await search({}, { sort: 'inn,asc' })).status).toBe(400)
    expect((await search({}, { size: 7 })).status).toBe(400)
    expect((await search({ search: 'x'.repeat(101) })).status).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await search({}, {}, employee.accessToken)).status).toBe(403)
    expect((await search({}, {}, worker)).status).toBe(403)
    expect((await search({}, {}, '')).status).toBe(401)
  })
})

describe('adding and deleting an employee', () => {
  const phone = '+79161234567'
  let added: EmployeeRow

  it('adds an employee who can then sign in', async () => {
    const created = await callApi(test.app, calls.create, {
      token: admin.accessToken,
      body: { phone, lastName: 'Орлова', firstName: 'Мария', patronymic: '' },
    })
    expect(created.status).toBe(200)
    added = created.body
    expect(added).toMatchObject({ phone, fullName: 'Орлова Мария', patronymic: null, isAdmin: false })
    expect((await signInPhone(phone)).status).toBe(200)
    expect((await employeeJournal())[0]).toMatchObject({
      action: 'employee.created',
      entityId: String(added.id),
      who: { id: adminId },
      details: { before: null, after: { fullName: 'Орлова Мария', phone, isAdmin: false } },
    })
  })

  it('refuses a taken phone, a wrong phone or name, and a caller who is not an admin', async () => {
    const create = (body: CallInput<typeof calls.create>['body'], token = admin.accessToken) =>
      statusAndBody(callApi(test.app, calls.create, { token, body }))
    const valid = { phone: '+79167654321', lastName: 'Белов', firstName: 'Олег' }
    expect(await create({ ...valid, phone })).toEqual({
      status: 409,
      body: { message: employeeMessages.phoneTaken },
    })
    expect((await create({ ...valid, phone: '+78001234567' })).body.fields).toEqual({ phone: messages.phone })
    expect((await create({ ...valid, lastName: 'Belov' })).body.fields).toEqual({ lastName: messages.name })
    expect((await create({ ...valid, firstName: '' })).body.fields).toEqual({ firstName: messages.required })
    expect((await create(valid, employee.accessToken)).status).toBe(403)
    expect((await create(valid, worker)).status).toBe(403)
    expect((await list({ search: 'Белов' })).totalElements).toBe(0)
  })

  it('deletes an employee: no sign-in, no session, not listed, journalled', async () => {
    const session = (await signInPhone(phone)).tokens!
    expect((await callApi(test.app, calls.me, { token: session.accessToken })).status).toBe(200)
    const deleted = await callApi(test.app, calls.remove, {
      token: admin.accessToken,
      body: { id: added.id },
    })
    expect(deleted.status).toBe(204)
    expect((await callApi(test.app, calls.me, { token: session.accessToken })).status).toBe(401)
    expect((await refresh(session.refreshToken)).status).toBe(400)
    // A deleted employee's phone is answered as any staff phone (decision 019), but no SMS goes out.
    const sentBefore = test.sms.latest(phone).length
    test.clock.advance(31_000)
    expect((await callApi(test.app, auth.requestEmployeeCode, { body: { phone } })).status).toBe(200)
    expect(test.sms.latest(phone)).toHaveLength(sentBefore)
    const oldCode = { phone, code: latestCode(test, phone) }
    expect((await callApi(test.app, auth.signInEmployee, { body: oldCode })).status).toBe(400)
    expect((await list({ search: 'Орлова' })).totalElements).toBe(0)
    expect((await employeeJournal())[0]).toMatchObject({
      action: 'employee.deleted',
      details: { before: { fullName: 'Орлова Мария', isAdmin: false }, after: null },
    })
    expect(
      await statusAndBody(
        callApi(test.app, calls.remove, { token: admin.accessToken, body: { id: added.id } }),
      ),
    ).toEqual({
      status: 404,
      body: { message: employeeMessages.notFound },
    })
  })

  it('brings a deleted employee back when their phone is added again', async () => {
    const again = await callApi(test.app, calls.create, {
      token: admin.accessToken,
      body: { phone, lastName: 'Орлова-Ким', firstName: 'Мария' },
    })
    expect(again.body).toMatchObject({ id: added.id, fullName: 'Орлова-Ким Мария', isAdmin: false })
    expect((await signInPhone(phone)).status).toBe(200)
  })

  it('refuses to delete oneself, an unknown id, or for a caller who is not an admin', async () => {
    const remove = (id: unknown, token = admin.accessToken) =>
      statusAndBody(callApi(test.app, calls.remove, { token, rawBody: { id } }))
    expect(await remove(adminId)).toEqual({ status: 403, body: { message: employeeMessages.deleteSelf } })
    expect((await remove(999_999)).status).toBe(404)
    expect((await remove('первый')).status).toBe(400)
    expect((await remove(added.id, employee.accessToken)).status).toBe(403)
    expect((await remove(employeeId, worker)).status).toBe(403)
    expect((await list()).totalElements).toBe(3)
  })
})

describe('the ADMIN role', () => {
  it('is assigned, and the employee holds it at once and in the next refreshed token', async () => {
    const assigned = await callApi(test.app, calls.assignAdmin, {
      token: admin.accessToken,
      body: { id: employeeId },
    })
    expect(assigned.body).toMatchObject({ id: employeeId, isAdmin: true })
    expect((await search({}, {}, employee.accessToken)).status).toBe(200)
    const refreshed = (await refresh(employee.refreshToken)).body
    expect(rolesOf(refreshed.accessToken)).toEqual(['EMPLOYEE', 'ADMIN'])
    employee = refreshed
    expect(
      await statusAndBody(
        callApi(test.app, calls.assignAdmin, { token: admin.accessToken, body: { id: employeeId } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: employeeMessages.alreadyAdmin },
    })
    expect((await employeeJournal())[0]).toMatchObject({
      action: 'employee.admin-assigned',
      details: { before: { isAdmin: false }, after: { isAdmin: true } },
    })
  })

  it('cannot be revoked from oneself, nor from someone who does not hold it', async () => {
    expect(
      await statusAndBody(
        callApi(test.app, calls.revokeAdmin, { token: admin.accessToken, body: { id: adminId } }),
      ),
    ).toEqual({
      status: 403,
      body: { message: employeeMessages.revokeSelf },
    })
    const plain = (await list({ search: 'Орлова' })).content[0]!
    expect(
      await statusAndBody(
        callApi(test.app, calls.revokeAdmin, { token: admin.accessToken, body: { id: plain.id } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: employeeMessages.notAdmin },
    })
    expect(
      (await callApi(test.app, calls.revokeAdmin, { token: admin.accessToken, body: { id: 999_999 } }))
        .status,
    ).toBe(404)
    expect(
      (await callApi(test.app, calls.assignAdmin, { token: worker, body: { id: plain.id } })).status,
    ).toBe(403)
    expect((await list({ search: 'Орлова' })).content[0]!.isAdmin).toBe(false)
  })

  it('is revoked: the next call is refused and the next token has no ADMIN', async () => {
    const revoked = await callApi(test.app, calls.revokeAdmin, {
      token: admin.accessToken,
      body: { id: employeeId },
    })
    expect(revoked.body).toMatchObject({ id: employeeId, isAdmin: false })
    expect((await search({}, {}, employee.accessToken)).status).toBe(403)
    const refreshed = (await refresh(employee.refreshToken)).body
    expect(rolesOf(refreshed.accessToken)).toEqual(['EMPLOYEE'])
    employee = refreshed
    expect((await employeeJournal())[0]).toMatchObject({
      action: 'employee.admin-revoked',
      details: { before: { isAdmin: true }, after: { isAdmin: false } },
    })
  })

  it('the last admin keeps it: two admins removing each other at once leave exactly one', async () => {
    for (const endpoint of [calls.revokeAdmin, calls.remove]) {
      const url = endpoint.path
      await callApi(test.app, calls.assignAdmin, { token: admin.accessToken, body: { id: employeeId } })
      const [first, second] = await Promise.all([
        callApi(test.app, endpoint, { token: admin.accessToken, body: { id: employeeId } }),
        callApi(test.app, endpoint, { token: employee.accessToken, body: { id: adminId } }),
      ])
      const winner = [first, second].find((answer) => answer.status < 300)!
      const loser = [first, second].find((answer) => answer !== winner)!
      expect(winner.status, url).toBe(url.endsWith('delete') ? 204 : 200)
      // The loser is refused under the lock or by the role check at the door; a deleted loser has no
      // session left by the time its call is let in.
      if (loser.status === 401) expect(url).toMatch(/delete$/)
      else {
        expect(loser.status, url).toBe(403)
        expect(loser.body).toMatchObject({
          message: expect.toBeOneOf([employeeMessages.actorNoLongerAdmin, forbiddenMessage]),
        })
      }
      const winnerToken = winner === first ? admin.accessToken : employee.accessToken
      const admins = (await search({}, {}, winnerToken)).body.content.filter((row) => row.isAdmin)
      expect(admins, url).toHaveLength(1)
      if (admins[0]!.id !== adminId) {
        // The employee won: hand the role back so the next round starts as this one did.
        await callApi(test.app, calls.assignAdmin, { token: employee.accessToken, body: { id: adminId } })
        await callApi(test.app, calls.revokeAdmin, { token: admin.accessToken, body: { id: employeeId } })
      }
      if (url.endsWith('delete')) return
    }
  })
})
