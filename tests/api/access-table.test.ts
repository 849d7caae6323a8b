import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forbiddenMessage, unauthenticatedMessage } from '../../src/contract/common/errors.ts'
import type { Role } from '../../src/contract/auth/roles.ts'
import { rolesOf } from '../../src/server/http/openapi.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { apiOperations, type ApiOperation } from '../support/openapi.ts'
import { signIn, type DemoAccount } from '../support/sign-in.ts'

/**
 * Issue 12, item 1: who may call what is read from the OpenAPI document, never from a list kept here, so a
 * route added tomorrow is checked the day it appears.
 */
let test: TestApp
let operations: ApiOperation[]
const callers: { account: DemoAccount; roles: Role[]; token: string }[] = []

const workerStates = ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED']
const accountRoles: [DemoAccount, Role[]][] = [
  ['admin', ['EMPLOYEE', 'ADMIN']],
  ['employee', ['EMPLOYEE']],
  ['worker', ['SELF_EMPLOYED']],
  ['notConfirmedWorker', ['NOT_CONFIRMED_SELF_EMPLOYED']],
  ['blockedWorker', ['BLOCKED_SELF_EMPLOYED']],
]

beforeAll(async () => {
  test = await createTestApp()
  operations = await apiOperations(test.app)
  for (const [account, roles] of accountRoles)
    callers.push({ account, roles, token: (await signIn(test, account)).accessToken })
})
afterAll(() => test.close())

const name = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`

/** A call that reaches the access check: any path parameter, an empty body where one is taken. */
const call = (operation: ApiOperation, authorization?: string) =>
  test.app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers: authorization ? { authorization } : {},
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  })

const guarded = () => operations.filter((operation) => operation.roles.length > 0)

describe('the access table: every route, its declaration and the document agree', () => {
  it('documents every registered route with the roles it declares, and nothing else', () => {
    const registered = test.app.accessTable
      .filter((entry) => entry.method !== 'HEAD' && !entry.url.startsWith('/api/docs'))
      // The built app's pages: served to anyone, not an API operation.
      .filter((entry) => entry.url !== '/*')
      .map((entry) => ({
        key: `${entry.method} ${entry.url.replace(/:(\w+)/g, '{$1}')}`,
        roles: rolesOf(entry.access),
      }))
    const documented = operations.map((operation) => ({ key: name(operation), roles: operation.roles }))
    expect(documented.map((entry) => entry.key).sort()).toEqual(registered.map((entry) => entry.key).sort())
    for (const entry of registered)
      expect(documented.find((doc) => doc.key === entry.key)?.roles, entry.key).toEqual(entry.roles)
  })

  it('names roles as the issue defines: staff EMPLOYEE, admin-only ADMIN, worker routes the worker states', () => {
    for (const operation of operations) {
      const roles = operation.roles
      const where = name(operation)
      if (roles.length === 0 || roles[0] === 'SIGNED_IN') {
        expect(roles.length, where).toBeLessThanOrEqual(1)
        continue
      }
      // An admin holds EMPLOYEE too: a route listing both would be read as "any employee".
      if (roles.includes('ADMIN')) {
        expect(roles, where).toEqual(['ADMIN'])
        continue
      }
      for (const role of roles) expect(['EMPLOYEE', ...workerStates], where).toContain(role)
      expect(new Set(roles).size, where).toBe(roles.length)
    }
  })

  it('puts the bearer scheme on every operation that needs a token, and on no public one', () => {
    for (const operation of operations)
      expect(operation.security, name(operation)).toEqual(
        operation.roles.length > 0 ? [{ bearerAuth: [] }] : undefined,
      )
  })

  it('keeps the staff, admin, worker and public operations the issue names where they belong', () => {
    const rolesOfPath = (method: string, path: string) =>
      operations.find((operation) => operation.method === method && operation.path === path)?.roles
    expect(rolesOfPath('POST', '/api/order/create')).toEqual(['EMPLOYEE'])
    expect(rolesOfPath('POST', '/api/block/set-duration')).toEqual(['ADMIN'])
    expect(rolesOfPath('POST', '/api/self-employed/delete')).toEqual(['ADMIN'])
    expect(rolesOfPath('POST', '/api/order/response/make')).toEqual(['SELF_EMPLOYED'])
    expect(rolesOfPath('GET', '/api/self-employed/me')).toEqual(workerStates)
    expect(rolesOfPath('POST', '/auth/employee/login2')).toEqual([])
  })
})

describe('every operation answers who may call it as the table says', () => {
  it('answers 401 without a token, with a malformed one, and with one not signed by the server', async () => {
    const forged = `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`
    for (const operation of guarded()) {
      for (const authorization of [undefined, 'Bearer ', 'Basic YWRtaW46YWRtaW4=', forged]) {
        const response = await call(operation, authorization)
        expect(response.statusCode, `${name(operation)} with ${authorization}`).toBe(401)
        expect(response.json().message).toMatch(/^(Требуется вход в систему|Сессия истекла\. Войдите снова)$/)
      }
      expect((await call(operation)).json().message).toBe(unauthenticatedMessage)
    }
  })

  it('lets anyone call the public operations', async () => {
    for (const operation of operations.filter((operation) => operation.roles.length === 0)) {
      const response = await call(operation)
      expect(response.statusCode, name(operation)).not.toBe(401)
      expect(response.statusCode, name(operation)).toBeLessThan(500)
    }
  })

  it('answers 403 to every role not allowed, before reading the body, and lets the allowed ones through', async () => {
    for (const operation of guarded()) {
      for (const caller of callers) {
        const allowed =
          operation.roles.includes('SIGNED_IN') || caller.roles.some((role) => operation.roles.includes(role))
        const response = await call(operation, `Bearer ${caller.token}`)
        const where = `${name(operation)} as ${caller.account}`
        if (allowed) {
          expect([401, 403], where).not.toContain(response.statusCode)
          expect(response.statusCode, where).toBeLessThan(500)
        } else {
          expect(response.statusCode, where).toBe(403)
          expect(response.json(), where).toEqual({ message: forbiddenMessage })
        }
      }
    }
  })
})
