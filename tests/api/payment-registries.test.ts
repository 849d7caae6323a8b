import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileLinkMessages } from '../../src/contract/files/messages.ts'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { journal } from '../../src/server/db/schema/index.ts'
import { paymentEndpoints as calls } from '../../src/contract/payments/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { createPaymentsTestApp, type PaymentsTestApp } from '../support/payments.ts'

let test: TestApp
let admin: string
let employee: string
let list: PaymentsTestApp['list']
let download: PaymentsTestApp['download']
let registry: PaymentsTestApp['registry']

beforeAll(async () => {
  ;({ test, admin, employee, list, download, registry } = await createPaymentsTestApp())
})
afterAll(() => test.close())

describe('registries', () => {
  const readSheet = async (bytes: Buffer | Uint8Array, name: string) => {
    const workbook = new ExcelJS.Workbook()
    // A copy into an ArrayBuffer of its own: ExcelJS reads the whole buffer, not a Buffer's slice of a pool.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer)
    return workbook.getWorksheet(name)!
  }

  it('the payment registry is an .xlsx of the filtered payments with a totals row that adds up', async () => {
    const filters = { bankStatus: 'SENT' as const }
    const { page } = await list(filters)
    const response = await registry({ filters })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    const sheet = await readSheet(response.body, 'Платежи')
    expect(sheet.getRow(1).getCell(2).value).toBe('Номер заказа')
    const rows = sheet.getSheetValues().slice(2) as unknown[][]
    const body = rows.slice(0, -1)
    expect(body.map((row) => row[2]).sort()).toEqual(
      page.content.map((payment) => payment.orderNumber).sort(),
    )
    const kopecks = body.reduce((sum, row) => sum + Math.round((row[12] as number) * 100), 0)
    const totals = rows.at(-1)!
    expect(totals[1]).toBe('Итого')
    expect(totals[2]).toBe(page.totals.count)
    expect(Math.round((totals[12] as number) * 100)).toBe(kopecks)
    expect((totals[12] as number).toFixed(2)).toBe(page.totals.sum)
    // The bank pays to the whole card number, so the registry carries it.
    expect(body.length).toBeGreaterThan(0)
    for (const row of body) {
      const payment = page.content.find((candidate) => candidate.orderNumber === row[2])!
      expect(String(row[9])).toMatch(new RegExp(`^\\d{12}${payment.executor.cardLast4}$`))
    }
    const [entry] = await test.db
      .select()
      .from(journal)
      .where(eq(journal.action, 'payment.registry-downloaded'))
    expect(entry).toMatchObject({
      actorKind: 'employee',
      details: expect.objectContaining({ rows: page.totals.count }),
    })
  })

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'the payment registry’s download ends only once it is in the journal',
    async () => {
      const journalled = () =>
        test.db
          .select({ id: journal.id })
          .from(journal)
          .where(eq(journal.action, 'payment.registry-downloaded'))
      const before = (await journalled()).length
      let ended = false
      let download: ReturnType<typeof registry> | undefined
      // The journal is held locked: the download's entry waits for it, and so must the end of the download.
      await test.db.transaction(async (tx) => {
        await tx.execute(sql`lock table journal in exclusive mode`)
        download = registry({ filters: {} }).then((response) => {
          ended = true
          return response
        })
        const entryWaits = async () => {
          const { rows } = (await test.db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and query like 'insert into "journal"%'`,
          )) as unknown as { rows: { waiting: number }[] }
          return rows[0]!.waiting > 0
        }
        for (let tries = 0; !(await entryWaits()); tries++) {
          expect(tries).toBeLessThan(200)
          await sleep(25)
        }
        await sleep(300)
        expect(ended).toBe(false)
      })
      expect((await download!).status).toBe(200)
      expect(await journalled()).toHaveLength(before + 1)
    },
  )

  it('the payment registry of the selected payments only; an empty or unknown selection is refused', async () => {
    const [first, second] = (await list()).page.content
    const response = await registry({ idList: [first!.id, second!.id] })
    const sheet = await readSheet(response.body, 'Платежи')
    expect(sheet.rowCount).toBe(4)
    expect((await registry({ idList: [] })).status).toBe(400)
    const unknown = await registry({ idList: [999_999] })
    expect(unknown.body).toEqual({ message: 'По этим условиям платежей нет' })
  })

  it('the tax receipts registry is a ZIP of the receipts with an index sheet, behind a link for the admin only', async () => {
    const link = await callApi(test.app, calls.receiptsRegistryLink, { body: { filters: {} }, token: admin })
    expect(link.status).toBe(200)
    const url = link.body.url
    expect((await download(url)).statusCode).toBe(401)
    const foreign = await download(url, employee)
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toEqual({ message: fileLinkMessages.someoneElses })
    const file = await download(url, admin)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/zip')
    const archive = unzipSync(new Uint8Array(file.rawPayload))
    const names = Object.keys(archive).sort()
    // Uploaded files go into the archive; receipts given by their link are listed in the sheet with it.
    const withReceipts = (await list({ hasReceipt: true })).page.content
    const withFiles = withReceipts.filter((payment) => payment.receipt?.fileName)
    expect(withFiles.length).toBeGreaterThan(0)
    expect(names).toEqual(
      ['Реестр чеков.xlsx', ...withFiles.map((payment) => `Чеки/Заказ ${payment.orderNumber}.pdf`)].sort(),
    )
    for (const name of names.filter((entry) => entry.endsWith('.pdf')))
      expect(Buffer.from(archive[name]!.slice(0, 5)).toString()).toBe('%PDF-')
    const index = await readSheet(archive['Реестр чеков.xlsx']!, 'Чеки')
    expect(index.rowCount).toBe(withReceipts.length + 1)
    expect(
      await test.db.select().from(journal).where(eq(journal.action, 'receipt.registry-downloaded')),
    ).toHaveLength(1)

    test.clock.advance(5 * 60_000 + 1_000)
    const expired = await download(url, admin)
    expect(expired.statusCode).toBe(403)
    expect(expired.json()).toEqual({ message: fileLinkMessages.expired })
    const none = await callApi(test.app, calls.receiptsRegistryLink, {
      body: { filters: { hasReceipt: false } },
      token: admin,
    })
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ message: 'У отобранных платежей нет загруженных чеков' })
  })

  it('the workers’ registry is for admins only, and its link opens only for the admin who asked', async () => {
    const linkCall = peopleEndpoints.registryLinkForDownloading
    expect((await callApi(test.app, linkCall, { token: employee })).status).toBe(403)
    const link = await callApi(test.app, linkCall, { token: admin })
    expect((await download(link.body.url, employee)).statusCode).toBe(403)
    expect((await download(link.body.url)).statusCode).toBe(401)
    expect((await download(link.body.url, admin)).statusCode).toBe(200)
  })

  it('the act registry download is journalled', async () => {
    const [payment] = (await list()).page.content
    const response = await callApi(test.app, actEndpoints.registry, {
      token: admin,
      body: { idList: [payment!.id] },
    })
    expect(response.status).toBe(200)
    expect(
      await test.db.select().from(journal).where(eq(journal.action, 'act.registry-downloaded')),
    ).toHaveLength(1)
  })
})
