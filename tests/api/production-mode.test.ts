import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/server/env.ts'
import { createTestApp, type TestApp } from '../support/app.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({
    seed: false,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-enough-length-0123456789',
      SMS_ADAPTER: 'http',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    },
  })
})
afterAll(() => test.close())

describe('production mode', () => {
  it('has no development SMS outbox and no code-free sessions', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404)
    const session = await test.app.inject({
      method: 'POST',
      url: '/dev/session',
      payload: { phone: '+79990000001', as: 'employee' },
    })
    expect(session.statusCode).toBe(404)
    expect(session.json()).toEqual({ message: 'Не найдено' })
  })

  it('refuses to start with the development SMS adapter or without a JWT secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/SMS_ADAPTER/)
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SMS_ADAPTER: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9' }),
    ).toThrow(/JWT_SECRET/)
  })

  it('refuses a placeholder secret, and starts with a real one and the HTTP gateway', () => {
    const gateway = { NODE_ENV: 'production', SMS_ADAPTER: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9' }
    for (const placeholder of [
      'x'.repeat(64),
      'changeme'.repeat(5),
      'development-only-secret-not-for-production-use',
    ])
      expect(() => parseEnv({ ...gateway, JWT_SECRET: placeholder }), placeholder).toThrow(/JWT_SECRET/)
    expect(() => parseEnv({ ...gateway, JWT_SECRET: 'short-Secret-1' })).toThrow(/JWT_SECRET/)
    const env = parseEnv({ ...gateway, JWT_SECRET: 'kq3V9x2LmP8wZr4TfN6yHc1BjD5sGa7E' })
    expect(env.NODE_ENV).toBe('production')
  })

  it('believes no forwarded address unless told which proxies to trust', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined()
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1')
    expect(() => parseEnv({ TRUST_PROXY: 'true; rm -rf' })).toThrow(/TRUST_PROXY/)
  })
})
