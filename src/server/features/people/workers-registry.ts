import { documentDate } from '#contract/common/display-dates.ts'
import { sendToBankStatusLabels } from '#contract/payments/enums.ts'
import type { confirmedForRegistry } from './people.repository.ts'

type RegistryRow = Awaited<ReturnType<typeof confirmedForRegistry>>[number]

/** The bank's registry of confirmed workers: one sheet, a header row, one worker a row. */
export async function renderWorkersRegistry(rows: RegistryRow[]): Promise<Uint8Array> {
  // Loaded on the first registry: exceljs takes a second to load, which no start should pay.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Исполнители')
  sheet.columns = [
    { header: '№', key: 'index', width: 6 },
    { header: 'ФИО', key: 'fullName', width: 36 },
    { header: 'Дата рождения', key: 'birthDate', width: 14 },
    { header: 'Телефон', key: 'phone', width: 16 },
    { header: 'ИНН', key: 'inn', width: 15 },
    { header: 'СНИЛС', key: 'snils', width: 16 },
    { header: 'Паспорт', key: 'passport', width: 16 },
    { header: 'Карта', key: 'card', width: 20 },
    { header: 'Город', key: 'city', width: 18 },
    { header: 'Статус в банке', key: 'bankStatus', width: 26 },
  ]
  sheet.getRow(1).font = { bold: true }
  rows.forEach((row, index) => {
    sheet.addRow({
      index: index + 1,
      fullName: row.fullName,
      birthDate: documentDate(row.birthDate),
      phone: row.phone,
      inn: row.inn,
      snils: row.snils,
      passport: [row.passportSeries, row.passportNumber].filter(Boolean).join(' '),
      card: row.card,
      city: row.city,
      bankStatus: sendToBankStatusLabels[row.bankStatus],
    })
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
