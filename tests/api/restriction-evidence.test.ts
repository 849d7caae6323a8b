import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appealEndpoints as appeals } from '../../src/contract/appeals/endpoints.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { fileLinkMessages } from '../../src/contract/files/messages.ts'
import { evidenceMessages } from '../../src/contract/restrictions/evidence.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { files } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createPoolTestApp } from '../support/pool.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 45, items 2 and 3 (decision 114): staff's evidence beside a restriction and the worker's file beside an
 * appeal, a photo or a PDF up to 10 MB, opened only by the worker concerned and staff.
 */
let test: TestApp
let actors: Actors
let blocked: string

beforeAll(async () => {
  ;({ test, actors } = await createPoolTestApp('first'))
  blocked = (await signIn(test, 'blockedWorker')).accessToken
})
afterAll(() => test.close())

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])
const file = (field: string, bytes: Buffer, name = 'акт о неявке.pdf', type = 'application/pdf') => ({
  field,
  name,
  type,
  bytes,
})
const attachEvidence = (token: string, restrictionId: number | string, bytes = pdf, field = 'evidenceFile') =>
  callApi(test.app, restrictions.evidence, {
    token,
    upload: { fields: { restrictionId: String(restrictionId) }, file: file(field, bytes) },
  })
const attachToAppeal = (token: string, appealId: number, bytes = png) =>
  callApi(test.app, appeals.attach, {
    token,
    upload: {
      fields: { appealId: String(appealId) },
      file: file('appealFile', bytes, 'скриншот.png', 'image/png'),
    },
  })
const fileCount = async () => (await test.db.select().from(files)).length
const restrictionOf = async (token: string) => (await callApi(test.app, restrictions.my, { token })).body[0]!
/** Opens a link the server gave with the bearer of whoever holds it. */
const download = (url: string, bearer: string) =>
  callApi(test.app, filesEndpoints.download, { params: { token: url.split('/').pop()! }, token: bearer })

describe('evidence beside a restriction', () => {
  it('refuses a file that is not a photo or PDF, too large, without a restriction or not from staff', async () => {
    const { id } = await restrictionOf(blocked)
    const before = await fileCount()
    const wrongKind = await attachEvidence(actors.staff, id, Buffer.from('просто текст'))
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body.message).toBe(evidenceMessages.wrongKind)
    const tooLarge = await attachEvidence(
      actors.staff,
      id,
      Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
    )
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe(evidenceMessages.tooLarge)
    const noRestriction = await attachEvidence(actors.staff, 999_999)
    expect(noRestriction.status).toBe(404)
    const noId = await attachEvidence(actors.staff, 'x')
    expect(noId.body.message).toBe(evidenceMessages.noRestriction)
    const noFile = await attachEvidence(actors.staff, id, pdf, 'other')
    expect(noFile.body.message).toBe(evidenceMessages.noFile)
    expect((await attachEvidence(blocked, id)).status).toBe(403)
    expect(await fileCount()).toBe(before)
    expect((await restrictionOf(blocked)).evidenceName).toBeNull()
    const none = await callApi(test.app, restrictions.evidenceLink, { token: blocked, body: { id } })
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(evidenceMessages.noEvidence)
  })

  it('is stored and named on the record; the worker concerned and staff open it, another worker never', async () => {
    const { id } = await restrictionOf(blocked)
    const attached = await attachEvidence(actors.staff, id)
    expect(attached.status).toBe(200)
    expect(attached.body).toEqual({ id, evidenceName: 'акт о неявке.pdf' })
    expect((await restrictionOf(blocked)).evidenceName).toBe('акт о неявке.pdf')
    const blockedId = (await callApi(test.app, workerEndpoints.me, { token: blocked })).body.id
    const staffView = await callApi(test.app, restrictions.ofWorker, {
      token: actors.staff,
      body: { id: blockedId },
    })
    expect(staffView.body[0]?.evidenceName).toBe('акт о неявке.pdf')

    const own = await callApi(test.app, restrictions.evidenceLink, { token: blocked, body: { id } })
    expect(own.status).toBe(200)
    const opened = await download(own.body.url, blocked)
    expect(opened.status).toBe(200)
    expect(opened.headers['content-type']).toBe('application/pdf')
    const staffLink = await callApi(test.app, restrictions.evidenceLink, {
      token: actors.staff,
      body: { id },
    })
    expect((await download(staffLink.body.url, actors.staff)).status).toBe(200)

    // Another worker: the restriction is not theirs to know of, and the worker's own link does not open for them.
    const theirs = await callApi(test.app, restrictions.evidenceLink, { token: actors.worker, body: { id } })
    expect(theirs.status).toBe(404)
    const forwarded = await download(own.body.url, actors.worker)
    expect(forwarded.status).toBe(403)
    expect(forwarded.body.message).toBe(fileLinkMessages.someoneElses)
  })
})

describe('a file beside an appeal', () => {
  it('is attached by the appealing worker while the appeal is open, read by staff, never by another worker', async () => {
    const { id: restrictionId } = await restrictionOf(blocked)
    const appeal = (
      await callApi(test.app, appeals.create, {
        token: blocked,
        body: { restrictionId, text: 'Смену отменили заранее, вот переписка' },
      })
    ).body
    expect(appeal.fileName).toBeNull()
    const before = await fileCount()
    const wrongKind = await attachToAppeal(blocked, appeal.id, Buffer.from('текст'))
    expect(wrongKind.body.message).toBe(evidenceMessages.wrongKind)
    expect((await attachToAppeal(actors.worker, appeal.id)).status).toBe(404)
    expect(await fileCount()).toBe(before)
    const noFile = await callApi(test.app, appeals.fileLink, { token: blocked, body: { id: appeal.id } })
    expect(noFile.body.message).toBe(evidenceMessages.noAppealFile)

    const attached = await attachToAppeal(blocked, appeal.id)
    expect(attached.status).toBe(200)
    expect(attached.body).toMatchObject({ id: appeal.id, state: 'SUBMITTED', fileName: 'скриншот.png' })
    const mine = (await callApi(test.app, appeals.my, { token: blocked })).body
    expect(mine.find((one) => one.id === appeal.id)?.fileName).toBe('скриншот.png')
    const inbox = (await callApi(test.app, appeals.filter, { token: actors.staff, body: {} })).body
    expect(inbox.find((one) => one.id === appeal.id)?.fileName).toBe('скриншот.png')

    const staffLink = await callApi(test.app, appeals.fileLink, {
      token: actors.staff,
      body: { id: appeal.id },
    })
    const opened = await download(staffLink.body.url, actors.staff)
    expect(opened.status).toBe(200)
    expect(opened.headers['content-type']).toBe('image/png')
    expect(
      (await callApi(test.app, appeals.fileLink, { token: actors.worker, body: { id: appeal.id } })).status,
    ).toBe(404)
    const ownLink = await callApi(test.app, appeals.fileLink, { token: blocked, body: { id: appeal.id } })
    expect((await download(ownLink.body.url, blocked)).status).toBe(200)

    await callApi(test.app, appeals.decide, {
      token: actors.staff,
      body: { id: appeal.id, decision: 'UPHELD', reason: 'Переписка не подтверждает отмену' },
    })
    const late = await attachToAppeal(blocked, appeal.id)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(evidenceMessages.appealDecided)
  })
})
