import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../src/contract/common/messages.ts'
import { settingsEndpoints as calls } from '../../src/contract/settings/endpoints.ts'
import { supportMessages } from '../../src/contract/settings/support.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 46, item 7: whom a worker can ask is an administration setting anyone may read (decision 079). */
let test: TestApp
let admin: string
let employee: string

beforeAll(async () => {
  test = await createTestApp()
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

const demo = { phone: '+79001234567', email: 'support@smeny.example', link: 'https://t.me/smeny_support' }

describe('the support contacts', () => {
  it('are read by anyone, signed in or not, as the demo fills them', async () => {
    const anonymous = await callApi(test.app, calls.supportContacts, {})
    expect(anonymous.status).toBe(200)
    expect(anonymous.body).toEqual(demo)
  })

  it('are changed by admins only, each checked, each optional, and journalled', async () => {
    const byEmployee = await callApi(test.app, calls.setSupportContacts, { token: employee, body: demo })
    expect(byEmployee.status).toBe(403)

    const refusals = [
      [{ ...demo, phone: '89001234567' }, { phone: messages.phone }],
      [{ ...demo, phone: '+7 (900) 123-45-67' }, { phone: messages.phone }],
      [{ ...demo, email: 'support.smeny.ru' }, { email: supportMessages.email }],
      [{ ...demo, link: 'http://t.me/smeny' }, { link: supportMessages.link }],
      [{ ...demo, link: 'javascript:alert(1)' }, { link: supportMessages.link }],
      [{ ...demo, link: 'https://' }, { link: supportMessages.link }],
    ] as const
    for (const [body, fields] of refusals) {
      const refused = await callApi(test.app, calls.setSupportContacts, { token: admin, rawBody: body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.fields, JSON.stringify(body)).toMatchObject(fields)
    }

    const onlyEmail = { phone: '', email: 'help@smeny.example', link: '' }
    const changed = await callApi(test.app, calls.setSupportContacts, { token: admin, body: onlyEmail })
    expect(changed.body).toEqual(onlyEmail)
    expect((await callApi(test.app, calls.supportContacts, {})).body).toEqual(onlyEmail)
    const rows = await test.db.select().from(journal).where(eq(journal.entityId, 'support'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'settings.changed', entity: 'settings' })
  })
})
