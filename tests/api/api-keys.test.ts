import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyEndpoints as calls } from '../../src/contract/api-keys/endpoints.ts'
import { apiKeyMessages } from '../../src/contract/api-keys/scopes.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

let t: OrdersTestApp
let admin: string

beforeAll(async () => {
  t = await createOrdersTestApp()
  admin = (await signIn(t.test, 'admin')).accessToken
})
afterAll(() => t.test.close())

async function issue(body: {
  name: string
  scopes: ('orders:read' | 'orders:write' | 'people:read')[]
  allowedAddresses?: string[]
}) {
  const answer = await callApi(t.test.app, calls.create, { token: admin, body })
  expect(answer.status).toBe(200)
  return answer.body
}

const newOrder = () => ({
  serviceId: t.ref.perShift.id,
  shopId: t.ref.lukhovitsyShop.id,
  dateTime: new Date(t.test.clock().getTime() + 48 * 3600_000).toISOString(),
  dateTo: new Date(t.test.clock().getTime() + 56 * 3600_000).toISOString(),
  description: 'Из ERP',
  planAssignmentsCount: null,
  favouritesFirstHours: null,
})

describe('API keys', () => {
  it('are shown once, kept hashed and listed without the key', async () => {
    const { id, key } = await issue({ name: 'ERP', scopes: ['orders:read'] })
    expect(key).toMatch(new RegExp(`^smk_${id}_[A-Za-z0-9_-]{43}$`))
    const list = await callApi(t.test.app, calls.all, { token: admin })
    expect(list.body).toContainEqual(expect.objectContaining({ id, name: 'ERP', scopes: ['orders:read'] }))
    expect(JSON.stringify(list.body)).not.toContain(key.split('_').at(-1))
  })

  it('call the order endpoints within their scopes, as staff, and nothing else', async () => {
    const { key } = await issue({ name: 'Планировщик', scopes: ['orders:read', 'orders:write'] })
    const created = await callApi(t.test.app, orderEndpoints.create, { token: key, body: newOrder() })
    expect(created.status).toBe(200)
    const read = await callApi(t.test.app, orderEndpoints.byId, { token: key, body: { id: created.body.id } })
    expect(read.body.id).toBe(created.body.id)
    const people = await callApi(t.test.app, peopleEndpoints.filter, {
      token: key,
      body: { confirmed: true },
    })
    expect(people.status).toBe(403)
    expect(people.body?.message).toBe(apiKeyMessages.scopeMissing)
    const settings = await callApi(t.test.app, settingsEndpoints.maxPayment, { token: key })
    expect(settings.status).toBe(403)
    const keys = await callApi(t.test.app, calls.all, { token: key })
    expect(keys.status).toBe(403)

    const readOnly = await issue({ name: 'Отчёты', scopes: ['orders:read'] })
    const refused = await callApi(t.test.app, orderEndpoints.create, {
      token: readOnly.key,
      body: newOrder(),
    })
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toBe(apiKeyMessages.scopeMissing)
  })

  it('are refused when unknown, altered or revoked', async () => {
    const { id, key } = await issue({ name: 'Старая система', scopes: ['orders:read'] })
    const filter = (token: string) => callApi(t.test.app, orderEndpoints.byId, { token, body: { id: 1 } })
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')
    for (const token of [altered, `smk_999999_${'A'.repeat(43)}`, 'smk_broken']) {
      const answer = await filter(token)
      expect(answer.status).toBe(401)
      expect(answer.body?.message).toBe(apiKeyMessages.invalid)
    }
    expect((await callApi(t.test.app, calls.revoke, { token: admin, body: { id } })).status).toBe(204)
    expect((await filter(key)).status).toBe(401)
    expect((await callApi(t.test.app, calls.revoke, { token: admin, body: { id } })).status).toBe(404)
  })

  it('are taken only from their addresses when some are listed', async () => {
    const { key } = await issue({
      name: 'ЦОД',
      scopes: ['orders:read'],
      allowedAddresses: ['203.0.113.0/24', '2001:db8::1'],
    })
    const from = (remoteAddress: string) =>
      callApi(t.test.app, orderEndpoints.numbersByStatus, { token: key, body: {}, remoteAddress })
    expect((await from('203.0.113.77')).status).toBe(200)
    expect((await from('2001:db8::1')).status).toBe(200)
    const elsewhere = await from('198.51.100.1')
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body?.message).toBe(apiKeyMessages.addressRefused)
  })

  it('refuse a bad name, no scopes and a malformed address, and are for admins only', async () => {
    const cases = [
      [{ name: '', scopes: ['orders:read'] }, apiKeyMessages.name],
      [{ name: 'X', scopes: [] }, apiKeyMessages.scopes],
      [{ name: 'X', scopes: ['orders:read'], allowedAddresses: ['300.1.1.1'] }, apiKeyMessages.address],
      [{ name: 'X', scopes: ['orders:read'], allowedAddresses: ['example.ru'] }, apiKeyMessages.address],
    ] as const
    for (const [body, message] of cases) {
      const answer = await callApi(t.test.app, calls.create, { token: admin, rawBody: body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body?.message).toBe(message)
    }
    const staff = await callApi(t.test.app, calls.create, {
      token: t.staff,
      body: { name: 'X', scopes: ['orders:read'] },
    })
    expect(staff.status).toBe(403)
  })
})
