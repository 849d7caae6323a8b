import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../src/contract/auth/roles.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn, type DemoAccount } from '../support/sign-in.ts'

type Operation = { method: string; path: string; roles: string[] }

let test: TestApp
let operations: Operation[]
const tokens = new Map<DemoAccount, { token: string; roles: Role[] }>()

const accounts: [DemoAccount, Role[]][] = [
  ['admin', ['EMPLOYEE', 'ADMIN']],
  ['employee', ['EMPLOYEE']],
  ['worker', ['SELF_EMPLOYED']],
  ['notConfirmedWorker', ['NOT_CONFIRMED_SELF_EMPLOYED']],
  ['blockedWorker', ['BLOCKED_SELF_EMPLOYED']],
]

beforeAll(async () => {
  test = await createTestApp()
  const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-roles'?: string[]; security?: unknown }>>
  }
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      expect(operation['x-roles'], `${method} ${path} has no x-roles`).toBeInstanceOf(Array)
      return { method: method.toUpperCase(), path, roles: operation['x-roles']! }
    }),
  )
  for (const [account, roles] of accounts)
    tokens.set(account, { token: (await signIn(test, account)).accessToken, roles })
})
afterAll(() => test.close())

const call = (operation: Operation, token?: string) =>
  test.app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    ...(operation.method === 'GET' ? {} : { payload: {} }),
    ...(operation.path.includes('upload') ? { headers: { 'content-type': 'application/json' } } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('every operation of /api/docs/json declares who may call it, and that holds', () => {
  it('documents the sign-in, reference and current-user operations', () => {
    const listed = operations.map((operation) => `${operation.method} ${operation.path}`)
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /auth/employee/login2',
        'POST /auth/self-employed/send-form',
        'GET /api/employee/me',
        'GET /api/self-employed/me',
        'GET /api/citizenship/all',
      ]),
    )
  })

  it('answers 401 without a token on every non-public operation', async () => {
    for (const operation of operations.filter((operation) => operation.roles.length > 0)) {
      const response = await call(operation)
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401)
      expect(response.json().message).toBe('Требуется вход в систему')
    }
  })

  it('answers 403 to every role not allowed, and lets the allowed ones through', async () => {
    for (const operation of operations.filter((operation) => operation.roles.length > 0)) {
      for (const [account, { token, roles }] of tokens) {
        const allowed =
          operation.roles.includes('SIGNED_IN') || roles.some((role) => operation.roles.includes(role))
        const response = await call(operation, token)
        const where = `${operation.method} ${operation.path} as ${account}`
        if (allowed) {
          expect([401, 403], where).not.toContain(response.statusCode)
          expect(response.statusCode, where).toBeLessThan(500)
        } else expect(response.statusCode, where).toBe(403)
      }
    }
  })

  it('marks staff routes EMPLOYEE and worker routes with the worker states', () => {
    const roles = (path: string) => operations.find((operation) => operation.path === path)!.roles
    expect(roles('/api/employee/me')).toEqual(['EMPLOYEE'])
    expect(roles('/api/self-employed/me')).toEqual([
      'SELF_EMPLOYED',
      'NOT_CONFIRMED_SELF_EMPLOYED',
      'BLOCKED_SELF_EMPLOYED',
    ])
    expect(roles('/auth/employee/login2')).toEqual([])
  })
})
