import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/server/env.ts'
import { createTestApp, get, type TestApp } from '../support/app.ts'

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
    expect((await get(test.app, '/dev/sms-outbox')).status).toBe(404)
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
})
