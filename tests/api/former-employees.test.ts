import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { formerEmployeeEndpoints as calls } from '../../src/contract/former-employees/endpoints.ts'
import { formerEmployeeMessages as says } from '../../src/contract/former-employees/former-employees.ts'
import { formerEmployees, journal } from '../../src/server/db/schema/index.ts'
import { businessDate } from '../../src/server/kernel/local-day.ts'
import { createXlsxWriter } from '../../src/server/kernel/xlsx/xlsx-writer.ts'
import { innFor } from '../../src/server/db/seed/documents.ts'
import { callApi } from '../support/api.ts'
import { type TestApp } from '../support/app.ts'
import { csv, dotted, openFormerEmployeesApp, shifted, uploadList } from '../support/former-employees.ts'

/**
 * Issue 45, item 6 (decision 100): the company's list of former employees, the worker's own answer, and the
 * НПД rule that neither assignment nor payment goes to a person the company employed less than two years ago.
 * This file: importing the list; former-employees-refusals.test.ts: what the list and the answer refuse.
 */
let test: TestApp
let admin: string
let staff: string
let workerToken: string

beforeAll(async () => {
  ;({ test, admin, staff, workerToken } = await openFormerEmployeesApp())
}, 60_000)
afterAll(() => test.close())

const upload = (bytes: Buffer, name = 'list.csv', token = admin) => uploadList(test, token, bytes, name)
const today = () => businessDate(test.clock())

const listed = () => test.db.select().from(formerEmployees)
const otherInn = innFor(901)

function xlsxOf(rows: (string | number)[][]): Buffer {
  const chunks: Uint8Array[] = []
  const writer = createXlsxWriter('Уволенные', [{ width: 14 }, { width: 30 }, { width: 14 }], (bytes) =>
    chunks.push(bytes),
  )
  writer.addRows(rows)
  writer.finish()
  return Buffer.concat(chunks)
}

describe('importing the list', () => {
  it('refuses staff who are not admins and workers, before reading the file', async () => {
    expect((await upload(csv([`${otherInn};Петров Пётр;01.02.2026`]), 'list.csv', staff)).status).toBe(403)
    expect((await upload(csv([`${otherInn};Петров Пётр;01.02.2026`]), 'list.csv', workerToken)).status).toBe(
      403,
    )
    expect((await callApi(test.app, calls.list, { token: staff })).status).toBe(403)
    expect(await listed()).toEqual([])
  })

  it('names each wrong row with its reason and stores nothing: a bad INN, a bad or future date, no name', async () => {
    const answer = await upload(
      csv([
        `${otherInn};Петров Пётр Петрович;01.02.2025`,
        '123456789012;Сидоров Сидор;01.02.2025',
        `${innFor(902)};Козлова Анна;2025-02-01`,
        `${innFor(903)};Белова Ольга;31.02.2025`,
        `${innFor(904)};;01.02.2025`,
        `${innFor(905)};Орлов Олег;${dotted(shifted(today(), 0, 1))}`,
      ]),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(says.rejected(5))
    expect(answer.body.messages).toEqual([
      says.row(3, says.badInn),
      says.row(4, says.badDate),
      says.row(5, says.badDate),
      says.row(6, says.noName),
      says.row(7, says.futureDate),
    ])
    expect(await listed()).toEqual([])
  })

  it('refuses a file without the header, and one that is not a sheet', async () => {
    const noHeader = await upload(Buffer.from(`${otherInn};Петров Пётр;01.02.2025\r\n`))
    expect(noHeader.status).toBe(400)
    expect(noHeader.body.message).toBe(says.header)
    const wrongHeader = await upload(Buffer.from(`ИНН;Фамилия;Дата\r\n${otherInn};Петров Пётр;01.02.2025`))
    expect(wrongHeader.body.message).toBe(says.header)
    const binary = await upload(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), 'list.pdf')
    expect(binary.status).toBe(400)
    expect(binary.body.message).toBe(says.notASheet)
    const brokenZip = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'list.xlsx')
    expect(brokenZip.body.message).toBe(says.unreadable)
    const empty = await upload(csv([]))
    expect(empty.body.message).toBe(says.empty)
    const none = await callApi(test.app, calls.import, {
      token: admin,
      upload: { fields: {}, file: { field: 'other', name: 'list.csv', type: 'text/csv', bytes: csv([]) } },
    })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(says.noFile)
    expect(await listed()).toEqual([])
  })

  it('stores a good .csv (UTF-8 or Windows-1251, quoted names) and admins see it with the day each may work from', async () => {
    const dismissed = shifted(today(), -1)
    const text = ['ИНН;ФИО;Дата увольнения', `${otherInn};"Петров ""Пётр""";${dotted(dismissed)}`].join('\n')
    expect((await upload(Buffer.from(text, 'utf8'))).body).toEqual({ imported: 1 })
    const win = Buffer.from(
      [...'ИНН;ФИО;Дата увольнения\r\n'].map((ch) =>
        ch.charCodeAt(0) >= 0x410 ? ch.charCodeAt(0) - 0x350 : ch.charCodeAt(0),
      ),
    )
    const inWindows1251 = Buffer.concat([win, Buffer.from(`${innFor(906)};Ivanova;01.03.2024\r\n`)])
    expect((await upload(inWindows1251)).body).toEqual({ imported: 1 })
    const list = await callApi(test.app, calls.list, { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.map(({ importedAt: _at, ...row }) => row)).toEqual([
      {
        inn: otherInn,
        fullName: 'Петров "Пётр"',
        dismissedOn: dismissed,
        mayWorkFrom: shifted(dismissed, 2),
      },
      { inn: innFor(906), fullName: 'Ivanova', dismissedOn: '2024-03-01', mayWorkFrom: '2026-03-01' },
    ])
    const [entry] = await test.db
      .select()
      .from(journal)
      .where(eq(journal.action, 'former-employees.imported'))
      .limit(1)
    expect(entry?.details).toEqual({ rows: 1 })
  })

  it('reads an .xlsx, dates as text or as Excel day numbers; an INN listed again takes the new date', async () => {
    // 45292 is 1 January 2024 in Excel's day numbers.
    const bytes = xlsxOf([
      ['ИНН', 'ФИО', 'Дата увольнения'],
      [otherInn, 'Петров Пётр Петрович', '15.06.2025'],
      [Number(innFor(907)), 'Зайцева Мария', 45292],
    ])
    expect((await upload(bytes, 'list.xlsx')).body).toEqual({ imported: 2 })
    const rows = await listed()
    expect(rows.find((row) => row.inn === otherInn)).toMatchObject({
      fullName: 'Петров Пётр Петрович',
      dismissedOn: '2025-06-15',
    })
    expect(rows.find((row) => row.inn === innFor(907))?.dismissedOn).toBe('2024-01-01')
  })
})
