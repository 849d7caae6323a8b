import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { fileLinkMessages } from '../../src/contract/files/messages.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { services } from '../../src/server/db/schema/index.ts'
import { createMemoryStorage, type FileStorage } from '../../src/server/ports/storage/file-storage.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { pdf, upload } from '../support/dictionaries.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 50, item 3: a file storage that stops answering takes no instance out of the balancer (it would take them
 * all at once); the calls that need a file answer 503 in Russian and change nothing, and the metrics show it.
 */
function storageThatCanFail() {
  const inner = createMemoryStorage()
  let down = false
  const refused = async () => {
    if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' })
  }
  const storage: FileStorage = {
    put: async (key, body) => (await refused(), inner.put(key, body)),
    get: async (key) => (await refused(), inner.get(key)),
    open: async (key) => (await refused(), inner.open(key)),
    remove: async (key) => (await refused(), inner.remove(key)),
    check: async () => (await refused(), inner.check()),
  }
  return { storage, setDown: (value: boolean) => (down = value) }
}

const outage = storageThatCanFail()
let test: TestApp
let admin: string
let worker: string
let serviceId: number

beforeAll(async () => {
  test = await createTestApp({ storage: outage.storage })
  admin = (await signIn(test, 'admin')).accessToken
  worker = (await signIn(test, 'worker')).accessToken
  serviceId = (await test.db.select({ id: services.id }).from(services).limit(1))[0]!.id
})
afterAll(() => test.close())

const storageUp = async () => {
  const text = (await test.app.inject({ method: 'GET', url: '/metrics' })).body
  return /^file_storage_up (\d)$/m.exec(text)?.[1]
}
const offerFileId = async () =>
  (await test.db.select().from(services).where(eq(services.id, serviceId)))[0]!.contractOfferFileId

describe('a file storage that stops answering', () => {
  it('leaves the instance ready, answers 503 on the file calls, changes nothing, and shows in the metrics', async () => {
    expect((await upload(test, { id: String(serviceId) }, pdf, admin)).status).toBe(200)
    const link = await callApi(test.app, calls.contractOfferLink, { body: { id: serviceId }, token: worker })
    expect(await storageUp()).toBe('1')
    const storedOffer = await offerFileId()

    outage.setDown(true)
    const ready = await test.app.inject({ method: 'GET', url: systemEndpoints.ready.path })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } })
    expect(await storageUp()).toBe('0')

    const download = await test.app.inject({ method: 'GET', url: link.body.url })
    expect(download.statusCode).toBe(503)
    expect(download.json()).toEqual({ message: fileLinkMessages.storageUnavailable })
    const again = await upload(test, { id: String(serviceId) }, pdf, admin, 'Новая оферта.pdf')
    expect(again).toMatchObject({ status: 503, body: { message: fileLinkMessages.storageUnavailable } })
    expect(await offerFileId()).toBe(storedOffer)

    outage.setDown(false)
    expect(await storageUp()).toBe('1')
    expect((await test.app.inject({ method: 'GET', url: link.body.url })).statusCode).toBe(200)
  })
})
