/**
 * `npm run bench [-- server-start | sign-in-load | orders-filter | orders-search | journal-search | people-search |
 * api-load [--duration=SECONDS] | one-client | instances | scale [--orders=N] [--keep] | dashboard [--orders=N] |
 * growth [--sizes=N,N,…] | peak [--orders=N] [--duration=SECONDS] …]`: measures, then rewrites the measured sections of docs/benchmarks.md. Runs
 * under scripts/with-postgres.sh, which provides TEST_DATABASE_URL.
 */
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { postgresVersion } from './postgres.ts'
import {
  cpuCounters,
  describeMachine,
  stealSince,
  serverStartSection,
  updateReport,
  type Section,
} from './report.ts'
import { bundleSection, measureBundles } from './bundle-size.ts'
import { measureLighthouse } from './lighthouse.ts'
import { lighthouseSection } from './lighthouse-report.ts'
import { signInLoadSection } from './sign-in-report.ts'
import { measureServerStart } from './server-start.ts'
import { measureSignInLoad, type SignInLoadResult } from './sign-in-load.ts'
import {
  apiLoadSeconds,
  apiLoadBenchmark,
  ordersFilterBenchmark,
  ordersSearchBenchmark,
} from './orders-run.ts'
import { measurePaymentRegistry, paymentRegistrySection } from './payment-registry.ts'
import { measureUploadMemory, uploadMemorySection } from './upload-memory.ts'
import { measureSessionCheck, sessionCheckSection } from './session-check.ts'
import { measureReceiptTransfer, receiptTransferSection } from './receipt-transfer.ts'
import { instancesSection, measureInstances } from './instances.ts'
import { actPdfSection, measureActPdf } from './act-pdf.ts'
import { journalSearchSection, measureJournalSearch } from './journal-search.ts'
import { measurePeopleSearch, peopleSearchSection } from './people-search.ts'
import { measureOneClient } from './one-client.ts'
import { measurePayoutTime, payoutTimeSection } from './payout-time.ts'
import { cityPushSection, measureCityPush } from './city-push.ts'
import { oneClientSection } from './one-client-report.ts'
import { measureOrderImport, orderImportSection } from './order-import.ts'
import { dashboardSection, measureDashboard } from './dashboard.ts'
import { completeChains, keepArgument, ordersArgument, prepareScaleDatabase } from './scale.ts'
import { scaleSection } from './scale-report.ts'
import { measureGrowthAt, sizesArgument } from './growth.ts'
import { growthSection, writeGrowthPlans } from './growth-report.ts'
import { measurePeak, peakShape } from './peak.ts'
import { peakSection } from './peak-report.ts'

const reportPath = resolve('docs/benchmarks.md')
const known = [
  'server-start',
  'sign-in-load',
  'bundle-size',
  'orders-filter',
  'orders-search',
  'journal-search',
  'people-search',
  'api-load',
  'one-client',
  'lighthouse',
  'payment-registry',
  'upload-memory',
  'session-check',
  'receipt-transfer',
  'instances',
  'act-pdf',
  'payout-time',
  'order-import',
  'city-push',
  'scale',
  'dashboard',
  'growth',
  'peak',
] as const
type Benchmark = (typeof known)[number]

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const unknown = asked.filter((name) => !known.includes(name as Benchmark))
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${known.join(', ')}`)
  process.exit(2)
}
// The generated chains are asked for by name only: at 1 M orders and more they take minutes.
const selected: readonly Benchmark[] = asked.length
  ? (asked as Benchmark[])
  : known.filter((name) => !['scale', 'dashboard', 'growth', 'peak'].includes(name))

const load = { clients: 50, rounds: 5 }
/**
 * The same 50 clients, each starting a sign-in every 2 s (25 round trips/s offered, 90 000 an hour): whether
 * sign-ins wait for one another when the server is not saturated, which the back-to-back load cannot show.
 */
const pacedSignIns = { clients: 50, rounds: 10, paceMs: 2000 }

const startMachine = describeMachine()
console.log(`Load average ${startMachine.load.toFixed(2)}, ${startMachine.nproc} cores`)
const postgres = await postgresVersion()
const sections: Section[] = []
let failed = false
const began = performance.now()

for (const benchmark of selected) {
  const machine = { ...startMachine }
  const counters = cpuCounters()
  console.log(`\n▶ ${benchmark}`)
  try {
    if (benchmark === 'scale') {
      const args = process.argv.slice(2)
      await prepareScaleDatabase(ordersArgument(args), { keep: keepArgument(args) })
      sections.push(scaleSection(await completeChains(), machine, postgres))
    } else if (benchmark === 'dashboard') {
      const now = new Date()
      const made = await prepareScaleDatabase(ordersArgument(process.argv.slice(2), 1_000_000), { now })
      sections.push(scaleSection(await completeChains(), machine, postgres))
      const result = await measureDashboard(made, now)
      machine.steal = stealSince(counters)
      sections.push(dashboardSection(result, machine, postgres))
    } else if (benchmark === 'peak') {
      const args = process.argv.slice(2)
      const result = await measurePeak(
        ordersArgument(args, 10_000_000),
        apiLoadSeconds(args, peakShape.defaultSeconds),
      )
      machine.steal = stealSince(counters)
      sections.push(peakSection(result, machine, postgres))
    } else if (benchmark === 'growth') {
      const results = []
      for (const orders of sizesArgument(process.argv.slice(2))) results.push(await measureGrowthAt(orders))
      machine.steal = stealSince(counters)
      sections.push(growthSection(results, machine, postgres))
      await writeGrowthPlans(resolve('docs/growth-plans.md'), results.at(-1)!, machine)
    } else if (benchmark === 'bundle-size') {
      sections.push(bundleSection(await measureBundles(), machine))
    } else if (benchmark === 'lighthouse') {
      sections.push(lighthouseSection(await measureLighthouse(), machine))
    } else if (benchmark === 'session-check') {
      const results = await measureSessionCheck()
      machine.steal = stealSince(counters)
      sections.push(sessionCheckSection(results, machine, postgres))
    } else if (benchmark === 'act-pdf') {
      const results = await measureActPdf()
      machine.steal = stealSince(counters)
      sections.push(actPdfSection(results, machine, postgres))
    } else if (benchmark === 'payment-registry') {
      sections.push(paymentRegistrySection(await measurePaymentRegistry(), machine))
    } else if (benchmark === 'receipt-transfer') {
      sections.push(receiptTransferSection(await measureReceiptTransfer(), machine, postgres))
    } else if (benchmark === 'city-push') {
      sections.push(cityPushSection(await measureCityPush(), machine, postgres))
    } else if (benchmark === 'payout-time') {
      sections.push(payoutTimeSection(await measurePayoutTime(), machine, postgres))
    } else if (benchmark === 'order-import') {
      sections.push(orderImportSection(await measureOrderImport(), machine))
    } else if (benchmark === 'upload-memory') {
      sections.push(uploadMemorySection(await measureUploadMemory(), machine))
    } else if (benchmark === 'instances') {
      const runs = await measureInstances()
      machine.steal = stealSince(counters)
      sections.push(instancesSection(runs, machine, postgres))
    } else if (benchmark === 'orders-filter') {
      sections.push(await ordersFilterBenchmark(machine, postgres))
    } else if (benchmark === 'orders-search') {
      sections.push(await ordersSearchBenchmark(machine, postgres))
    } else if (benchmark === 'journal-search') {
      const results = [await measureJournalSearch('postgres'), await measureJournalSearch('pglite')]
      machine.steal = stealSince(counters)
      sections.push(journalSearchSection(results, machine, postgres))
    } else if (benchmark === 'people-search') {
      const results = [await measurePeopleSearch('postgres'), await measurePeopleSearch('pglite')]
      machine.steal = stealSince(counters)
      sections.push(peopleSearchSection(results, machine, postgres))
    } else if (benchmark === 'one-client') {
      const results = [await measureOneClient('postgres'), await measureOneClient('pglite')]
      machine.steal = stealSince(counters)
      sections.push(oneClientSection(results, machine, postgres))
    } else if (benchmark === 'api-load') {
      sections.push(await apiLoadBenchmark(machine, postgres, apiLoadSeconds(process.argv.slice(2))))
    } else if (benchmark === 'server-start') {
      const result = await measureServerStart(5)
      machine.steal = stealSince(counters)
      sections.push(serverStartSection(result, machine, postgres))
    } else {
      const results: SignInLoadResult[] = []
      const single: SignInLoadResult[] = []
      const paced: SignInLoadResult[] = []
      for (const backend of ['postgres', 'pglite'] as const) {
        single.push(await measureSignInLoad(backend, { clients: 1, rounds: 20 }))
        paced.push(await measureSignInLoad(backend, pacedSignIns))
        const result = await measureSignInLoad(backend, load)
        const errors = [...result.errors.values()].reduce((sum, n) => sum + n, 0)
        console.log(
          `  ${backend}: ${result.succeeded}/${result.attempted} ok, ${errors} errors, ` +
            `${Math.round(result.wallMs)} ms wall`,
        )
        results.push(result)
      }
      machine.steal = stealSince(counters)
      sections.push(signInLoadSection(results, single, paced, machine, postgres))
    }
  } catch (error) {
    failed = true
    console.error(`✗ ${benchmark} failed; its section is left as it was:`, error)
  }
}

if (sections.length) {
  await updateReport(reportPath, sections)
  console.log(`\nWrote ${sections.map((section) => section.id).join(', ')} to ${reportPath}`)
}
console.log(`Total ${((performance.now() - began) / 1000).toFixed(1)} s`)
process.exit(failed ? 1 : 0)
