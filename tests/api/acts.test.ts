import { execFileSync } from 'node:child_process'
import { fileLinkMessages } from '../../src/contract/files/messages.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'

let test: TestApp
let actors: Actors

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'act-'))
  writeFileSync(join(folder, 'act.pdf'), bytes)
  return execFileSync('pdftotext', ['-layout', join(folder, 'act.pdf'), '-'], { encoding: 'utf8' })
}

const actPdf = (id: number, token: string) => callApi(test.app, actEndpoints.pdf, { token, body: { id } })
const registry = (idList: number[], token: string) =>
  callApi(test.app, actEndpoints.registry, { token, body: { idList } })

describe('the act (акт выполненных работ)', () => {
  it('is a real PDF whose text names the act, the executor with INN, the shop, the service and the sum', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    const view = (
      await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id: order.id } })
    ).body
    const response = await actPdf(order.id, actors.worker)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(response.body)
    expect(text).toContain(`Акт выполненных работ № ${view.orderNumber}`)
    expect(text).toContain('Иванов Иван Петрович, ИНН 77')
    expect(text).toContain(view.shop.name)
    expect(text).toContain(view.service.fullName)
    expect(text).toContain(`Итого к выплате: ${view.sum.replace('.', ',')} ₽`)
  })

  it('opens through a link that lives 5 minutes', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    const link = await callApi(test.app, actEndpoints.linkForDownloading, {
      token: actors.worker,
      body: { id: order.id },
    })
    const url = link.body.url
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    test.clock.advance(5 * 60_000 + 1000)
    const expired = await test.app.inject({ method: 'GET', url })
    expect(expired.statusCode).toBe(403)
    expect(expired.json()).toEqual({ message: fileLinkMessages.expired })
    expect((await callApi(test.app, filesEndpoints.download, { params: { token: 'forged' } })).status).toBe(
      403,
    )
  })

  it('is not readable by another worker, and a DONE order without an act has none', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    expect((await actPdf(order.id, actors.otherWorker)).status).toBe(404)
    const done = await orderIn(test, actors, 'DONE')
    const none = await actPdf(done.id, actors.staff)
    expect(none.status).toBe(404)
    expect(none.body).toEqual({ message: 'Акт по заказу ещё не сформирован' })
  })

  it('several acts come as one registry PDF, a page each, for admins only', async () => {
    const first = await orderIn(test, actors, 'ACT_SENT')
    const second = await orderIn(test, actors, 'DONE')
    const admin = (await signIn(test, 'admin')).accessToken
    const byEmployee = await registry([first.id, second.id], actors.staff)
    expect(byEmployee.status).toBe(403)
    const response = await registry([first.id, second.id], admin)
    expect(response.status).toBe(200)
    const pages = pdfText(response.body)
      .split('\f')
      .filter((page) => page.includes('Акт выполненных работ'))
    expect(pages).toHaveLength(2)
    expect((await registry([], admin)).status).toBe(400)
    expect((await registry([999_999], admin)).status).toBe(404)
  })

  it('can be uploaded by staff as a PDF; anything else is refused by its content', async () => {
    const order = await orderIn(test, actors, 'DONE')
    const upload = (bytes: Buffer, name: string) =>
      callApi(test.app, actEndpoints.upload, {
        token: actors.staff,
        upload: {
          fields: { id: String(order.id) },
          file: { field: 'file', name, type: 'application/pdf', bytes },
        },
      })
    const fake = await upload(Buffer.from('<html>not a pdf</html>'), 'act.pdf')
    expect(fake.status).toBe(400)
    expect(fake.body).toEqual({ message: 'Файл акта должен быть в формате PDF' })
    const real = await upload(
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'Акт.pdf',
    )
    expect(real.status).toBe(204)
    const view = (
      await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id: order.id } })
    ).body
    expect(view.certificateStatus).toBe('SENT')
  })
})

describe('acts issued without a file (demo data)', () => {
  it('get their PDF made when first opened', async () => {
    const acts = (
      await callApi(test.app, workerOrderEndpoints.mine, {
        token: actors.worker,
        query: {},
        body: { list: 'acts' },
      })
    ).body.content
    const seeded = acts.find((act) => act.certificateStatus === 'SENT' && act.orderNumber < 1012)!
    const response = await actPdf(seeded.id, actors.worker)
    expect(response.status).toBe(200)
    expect(pdfText(response.body)).toContain(`Акт выполненных работ № ${seeded.orderNumber}`)
  })
})
