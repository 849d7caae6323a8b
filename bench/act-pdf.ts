/**
 * The act's PDF: generated over HTTP by staff on the real server process (PostgreSQL and PGlite), and rendered in
 * this process, for DONE orders of a generated database that have no act yet.
 */
import { systemClock } from '../src/server/kernel/clock.ts'
import { renderActs } from '../src/server/features/acts/act-pdf.ts'
import { actCandidates, timeActGeneration } from './act-generation.ts'
import { errorCount, p, runClients, serverToken, type LoadResult } from './load.ts'
import { prepareOrdersDatabase } from './orders-database.ts'
import { staffPhone } from './orders-filter.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import type { Backend } from './sign-in-load.ts'

/** Enough generated orders for about 80 DONE ones (the last days' shifts, done and waiting for their act). */
const orderCount = 40_000
const acts = 40

export type ActPdfResult = { backend: Backend; http: LoadResult; render: LoadResult }

/** The act's PDF alone, on a fixed act, in this process (fonts loaded by a first, uncounted one). */
async function timeRender(): Promise<LoadResult> {
  const act = {
    orderNumber: 12345,
    generatedAt: systemClock(),
    utcOffset: 3,
    executor: {
      fullName: 'Иванов Иван Петрович',
      inn: '771234567890',
      npd: 'Самозанятый на 22.11.2026, проверено 22.11.2026 14:05',
    },
    shop: { name: 'Магазин «Центральный»', address: 'ул. Ленина, 5', city: 'Москва' },
    service: 'Кассир',
    dateTime: systemClock(),
    dateTo: systemClock(),
    tariffValue: '350.00',
    tariffPeriod: 'Hour' as const,
    quantity: 1,
    actualMinutes: 480,
    cancelled: false,
    compensation: null,
    sum: '2800.00',
  }
  await renderActs([act])
  return runClients(1, { each: acts }, async () => {
    await renderActs([act])
  })
}

async function measure(backend: Backend): Promise<ActPdfResult> {
  const database = await prepareOrdersDatabase(backend, `bench_act_${backend}`, orderCount)
  try {
    const direct = await database.openDirect(1)
    const ids = await actCandidates(direct, acts + 1).finally(() => direct.close())
    const server = await database.startServer()
    try {
      const token = await serverToken(server.baseUrl, staffPhone, 'employee')
      const http = await timeActGeneration(server.baseUrl, token, ids)
      console.log(`  ${backend}: p50 ${Math.round(p(http, 50))} ms over HTTP`)
      return { backend, http, render: await timeRender() }
    } finally {
      await server.stop()
    }
  } finally {
    await database.remove()
  }
}

export async function measureActPdf(): Promise<ActPdfResult[]> {
  return [await measure('postgres'), await measure('pglite')]
}

/** p50 / p99 of the last measurement before issue 19 (orders-filter section, 2026-11-22, same machine). */
const before: Record<Backend, { http: string; render: string }> = {
  postgres: { http: '331 / 751', render: '346 / 1261' },
  pglite: { http: '553 / 1172', render: '297 / 1086' },
}

export function actPdfSection(results: ActPdfResult[], machine: Machine, postgres: string): Section {
  const rows = results.flatMap((result) => [
    [
      databaseName(result.backend),
      '`generate-completed-work-certificate` over HTTP',
      String(result.http.ms.length),
      `**${Math.round(p(result.http, 50))}** / ${Math.round(p(result.http, 99))}`,
      before[result.backend].http,
      String(errorCount(result.http)),
    ],
    [
      databaseName(result.backend),
      'the PDF alone, in the benchmark process',
      String(result.render.ms.length),
      `**${Math.round(p(result.render, 50))}** / ${Math.round(p(result.render, 99))}`,
      `${before[result.backend].render} (with its data read)`,
      String(errorCount(result.render)),
    ],
  ])
  return {
    id: 'act-pdf',
    body: `## The act's PDF

${acts} DONE orders with an executor and no act yet, of a database with the demo data and
${orderCount.toLocaleString('en')} generated orders (\`bench/orders-data.ts\`), one after another. "Over HTTP" is the staff's
call on the real server process (\`node dist-server/main.js\`): the act's data read and the PDF
rendered before the order is locked, then in one transaction the order locked, its data read again, the file stored,
the certificate written and the journal entry. The first act (pdfkit and the fonts loaded) is not counted. "Before"
is the same call measured by the orders-filter benchmark before issue 19 (PDF and data read in the benchmark
process through the acts registry). Times in ms, p50 / p99.

${table(['Database', 'What', 'Acts', 'Now', 'Before', 'Errors'], rows)}

Target: p50 ≤ 50 ms over HTTP. The two DejaVu fonts are read and parsed once per process
(\`src/server/pdf/dejavu.ts\`) and shared by every document; before, each act re-read both 0.7 MB files and rebuilt
their layout tables. pdfkit still embeds a subset of the glyphs each act uses, so the file stays small and its text
stays text.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- act-pdf\`; the code is \`bench/act-pdf.ts\`.`,
  }
}
