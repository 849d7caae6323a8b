import { documentDate } from '#contract/common/display-dates.ts'
import { sendToBankStatusLabels } from '#contract/payments/enums.ts'
import { renderRegistrySheet, type RegistryColumn } from '../../kernel/registry-sheet.ts'
import type { confirmedForRegistry } from './people.repository.ts'

type ConfirmedWorker = Awaited<ReturnType<typeof confirmedForRegistry>>[number]

/** The bank's registry of confirmed workers: one sheet, a header row, one worker a row. */
export function renderWorkersRegistry(rows: ConfirmedWorker[]): Uint8Array {
  const columns: RegistryColumn[] = [
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
  return renderRegistrySheet('Исполнители', columns, rows, (row) => ({
    fullName: row.fullName,
    birthDate: documentDate(row.birthDate),
    phone: row.phone,
    inn: row.inn,
    snils: row.snils,
    passport: [row.passportSeries, row.passportNumber].filter(Boolean).join(' '),
    card: row.card,
    city: row.city,
    bankStatus: sendToBankStatusLabels[row.bankStatus],
  }))
}
