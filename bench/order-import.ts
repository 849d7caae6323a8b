/**
 * Issue 48: a spreadsheet of 5 000 orders checked (`dryRun=true`) and then created through the real server process
 * on PGlite (demo data) on 127.0.0.1, as a .csv upload: every rule of one order's create over every row, then
 * multi-row INSERTs and one journal entry per order, in one transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { bulkOrderEndpoints } from '../src/contract/orders/bulk-endpoints.ts'
import { importHeader, type ImportReport } from '../src/contract/orders/bulk.ts'
import { serverToken } from './load.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { startServer } from './server-process.ts'
import { ms } from './stats.ts'

const rows = 5000
const shops = ['Магазин «Центральный»', 'Магазин «У станции»', 'Гипермаркет «Коломна»', 'Магазин «Волга»']
const services = [
  'Кассир',
  'Выкладка товара',
  'Приёмка товара',
  'Сборщик онлайн-заказов',
  'Уборка торгового зала',
]

export type OrderImportRun = { bytes: number; dryRunMs: number; importMs: number; report: ImportReport }

/** 5 000 different shifts: 20 shop × service pairs, each on 250 days from tomorrow, 09:00–18:00. */
function table5000(): Uint8Array<ArrayBuffer> {
  const two = (value: number) => String(value).padStart(2, '0')
  const lines = [importHeader]
  for (let index = 0; index < rows; index++) {
    const day = new Date(Date.now() + (1 + Math.floor(index / 20)) * 86_400_000)
    const date = `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`
    const shop = shops[index % shops.length]!
    const service = services[Math.floor(index / shops.length) % services.length]!
    lines.push([shop, service, date, '09:00', '18:00', '1', '', `Строка ${index + 2}`].join(';'))
  }
  return new TextEncoder().encode(lines.join('\r\n'))
}

export async function measureOrderImport(): Promise<OrderImportRun> {
  const folder = mkdtempSync(join(tmpdir(), 'smeny-order-import-'))
  const { server } = await startServer({ dataDir: join(folder, 'data') })
  try {
    const token = await serverToken(server.baseUrl, '+79990000002', 'employee')
    const bytes = table5000()
    const upload = async (dryRun: boolean) => {
      const form = new FormData()
      form.append('file', new Blob([bytes], { type: 'text/csv' }), 'orders.csv')
      const started = performance.now()
      const response = await fetch(`${server.baseUrl}${bulkOrderEndpoints.import.path}?dryRun=${dryRun}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      const report = (await response.json()) as ImportReport
      if (!response.ok || report.errors.length)
        throw new Error(`import: ${JSON.stringify(report).slice(0, 500)}`)
      return { ms: performance.now() - started, report }
    }
    const dryRun = await upload(true)
    const created = await upload(false)
    console.log(`  checked in ${ms(dryRun.ms)} ms, created ${created.report.created} in ${ms(created.ms)} ms`)
    return { bytes: bytes.length, dryRunMs: dryRun.ms, importMs: created.ms, report: created.report }
  } finally {
    await server.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

export function orderImportSection(run: OrderImportRun, machine: Machine): Section {
  return {
    id: 'order-import',
    body: `## Importing 5 000 orders from a spreadsheet

Issue 48: a .csv of ${run.report.rows} rows (${Math.round(run.bytes / 1024)} KB; 20 shop × service pairs on 250 days)
uploaded to \`POST ${bulkOrderEndpoints.import.path}\` through the real server process on PGlite (demo data) on
127.0.0.1, first with \`dryRun=true\` (every rule of one order's create over every row, nothing written), then for
real (the same checks, multi-row INSERTs of 1 000 orders, one journal entry per order, one transaction). Once, wall
clock from the request to the whole answer.

${table(
  ['Call', 'Time (ms)'],
  [
    ['Checked (`dryRun=true`)', `**${ms(run.dryRunMs)}**`],
    [`Checked and created (${run.report.created} orders)`, `**${ms(run.importMs)}**`],
  ],
)}

${machineLine(machine)}

Reproduce: \`npm run bench -- order-import\`; the code is \`bench/order-import.ts\`.`,
  }
}
