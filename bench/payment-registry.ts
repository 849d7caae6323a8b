/**
 * The payment registry for 10 000 payments: `renderPaymentRegistry` (exceljs's streaming writer) on payments
 * made in memory, timed three times; peak memory is the highest RSS and heap sampled every 5 ms during a run.
 */
import { performance } from 'node:perf_hooks'
import type { RegistryPayment } from '../src/server/features/payments/payment-registry.ts'
import { renderPaymentRegistry } from '../src/server/features/payments/payment-registry.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'

const count = 10_000
const runs = 3

function payments(): RegistryPayment[] {
  return Array.from({ length: count }, (_, index) => {
    const minutes = 240 + (index % 300)
    const sumKopecks = Math.round((35_000 * minutes) / 60)
    return {
      id: index + 1,
      orderNumber: 1000 + index,
      dateTime: `2026-11-${String((index % 28) + 1).padStart(2, '0')}T09:00:00+03:00`,
      shop: {
        id: 1 + (index % 6),
        name: `Магазин «Центральный» № ${index % 6}`,
        city: { id: 1, name: 'Луховицы' },
      },
      service: { id: 1, fullName: 'Кассир' },
      executor: {
        id: 1 + (index % 500),
        fullName: 'Иванов Иван Петрович',
        inn: '771234567890',
        cardLast4: '1234',
        bankStatus: 'SENT',
      },
      tariffValue: '350.00',
      tariffPeriod: 'Hour',
      quantity: Math.trunc((minutes / 60) * 10) / 10,
      sum: (sumKopecks / 100).toFixed(2),
      certificateStatus: 'CONFIRMED',
      receipt: index % 2 ? { id: index, fileName: 'Чек.pdf', uploadedAt: '2026-11-22T09:00:00.000Z' } : null,
      sendToBankStatus: 'NOT_SENT',
      bankRequestedAt: null,
      bankSentAt: null,
      bankFailureReason: null,
      cardNumber: '2200000000001234',
      sumKopecks,
    }
  })
}

export type PaymentRegistryResult = {
  ms: number[]
  peakRssMb: number
  peakHeapMb: number
  baseRssMb: number
  bytes: number
}

export async function measurePaymentRegistry(): Promise<PaymentRegistryResult> {
  const rows = payments()
  await renderPaymentRegistry(rows.slice(0, 10), '22.11.2026') // loads exceljs's code before timing
  global.gc?.()
  const baseRssMb = process.memoryUsage().rss / 2 ** 20
  let peakRss = 0
  let peakHeap = 0
  const sampler = setInterval(() => {
    const usage = process.memoryUsage()
    peakRss = Math.max(peakRss, usage.rss)
    peakHeap = Math.max(peakHeap, usage.heapUsed)
  }, 5)
  const ms: number[] = []
  let bytes = 0
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now()
    bytes = (await renderPaymentRegistry(rows, '22.11.2026')).byteLength
    ms.push(Math.round(performance.now() - began))
  }
  clearInterval(sampler)
  return { ms, peakRssMb: peakRss / 2 ** 20, peakHeapMb: peakHeap / 2 ** 20, baseRssMb, bytes }
}

export function paymentRegistrySection(result: PaymentRegistryResult, machine: Machine): Section {
  const sorted = [...result.ms].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  return {
    id: 'payment-registry',
    body: `## Payment registry (.xlsx) for ${count.toLocaleString('en')} payments

\`renderPaymentRegistry\` (\`src/server/features/payments/payment-registry.ts\`, exceljs's streaming writer, one row
committed at a time, a totals row) on ${count.toLocaleString('en')} payments made in memory; ${runs} runs. Memory is
the process's highest RSS and V8 heap sampled every 5 ms over the runs (RSS before: ${result.baseRssMb.toFixed(0)} MB,
including the benchmark's own payments).

${table(
  ['Payments', 'Runs (ms)', 'Median (ms)', 'Peak RSS (MB)', 'Peak heap (MB)', 'File (KB)'],
  [
    [
      String(count),
      result.ms.join(', '),
      String(median),
      result.peakRssMb.toFixed(0),
      result.peakHeapMb.toFixed(0),
      (result.bytes / 1024).toFixed(0),
    ],
  ],
)}

The call itself (\`POST /api/order/payment-registry\`) adds the query of the payments, which reads the same
rows as the table's page query without the page limit.

${machineLine(machine)}

Reproduce: \`npm run bench -- payment-registry\`; the code is \`bench/payment-registry.ts\`.`,
  }
}
