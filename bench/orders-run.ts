import { apiLoad, measureApiLoad, type ApiLoadResult } from './api-load.ts'
import { measureOrdersFilter, type OrdersFilterResult } from './orders-filter.ts'
import { measureOrdersSearch, ordersSearchSection, type OrdersSearchResult } from './orders-search.ts'
import { apiLoadSection, ordersFilterSection } from './orders-report.ts'
import { cpuCounters, stealSince, type Machine, type Section } from './report.ts'

const backends = ['postgres', 'pglite'] as const

/** `orders-filter`: both databases, then its section. */
export async function ordersFilterBenchmark(machine: Machine, postgres: string): Promise<Section> {
  const counters = cpuCounters()
  const results: OrdersFilterResult[] = []
  for (const backend of backends) results.push(await measureOrdersFilter(backend))
  return ordersFilterSection(results, { ...machine, steal: stealSince(counters) }, postgres)
}

/** `orders-search`: both databases, then its section. */
export async function ordersSearchBenchmark(machine: Machine, postgres: string): Promise<Section> {
  const counters = cpuCounters()
  const results: OrdersSearchResult[] = []
  for (const backend of backends) results.push(await measureOrdersSearch(backend))
  return ordersSearchSection(results, { ...machine, steal: stealSince(counters) }, postgres)
}

/** `api-load [--duration=SECONDS]`: both databases, then its section. */
export async function apiLoadBenchmark(
  machine: Machine,
  postgres: string,
  seconds: number,
): Promise<Section> {
  const counters = cpuCounters()
  const results: ApiLoadResult[] = []
  for (const backend of backends) results.push(await measureApiLoad(backend, seconds))
  return apiLoadSection(results, { ...machine, steal: stealSince(counters) }, postgres)
}

/** `--duration=SECONDS` among the arguments, else the default; anything else there is refused. */
export function apiLoadSeconds(args: readonly string[], fallback = apiLoad.defaultSeconds): number {
  const option = args.find((arg) => arg.startsWith('--duration='))
  if (!option) return fallback
  const seconds = Number(option.slice('--duration='.length))
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`--duration takes whole seconds: ${option}`)
  return seconds
}
