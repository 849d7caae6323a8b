import type pg from 'pg'
import { navigationEndpoints } from '../src/contract/navigation/endpoints.ts'
import { orderEndpoints, responseEndpoints, workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import { errorTotal, newCallLog, timedCall, type PeakCall } from './peak-calls.ts'
import { poolerDelta, poolerStats } from './peak-meter.ts'
import type { Desk, Phone } from './peak-users.ts'

export type CallStatements = { call: PeakCall; statements: number; transactions: number }

const repeat = 10
const page = '?page=1&size=20'

/**
 * The statements and transactions of each read the peak makes, counted by PgBouncer over `repeat` calls made one
 * at a time once the run is over and the worker instance stopped, so nothing else goes through the pooler. The
 * writes change what they act on, so they are not repeated: their share is in the run's totals.
 */
export async function statementsPerCall(
  admin: pg.Client,
  database: string,
  phone: Phone,
  desk: Desk,
): Promise<CallStatements[]> {
  const log = newCallLog()
  const cityId = desk.cityIds[0]!
  const asPhone = { baseUrl: phone.baseUrl, token: phone.token }
  const asDesk = { baseUrl: desk.baseUrl, token: desk.token }
  const filtered = await timedCall<{ content: { id: number }[] }>(log, 'filter', asDesk.baseUrl, {
    method: 'POST',
    path: `${orderEndpoints.filter.path}${page}&sort=dateTime,desc`,
    token: asDesk.token,
    body: { statuses: ['HAS_RESPONSE', 'APPROVED', 'CONFIRMED'], cityId },
  })
  const orderId = filtered?.content[0]?.id
  const reads: [PeakCall, typeof asPhone, { method: 'GET' | 'POST'; path: string; body?: unknown }][] = [
    ['badges', asPhone, { method: 'GET', path: navigationEndpoints.counts.path }],
    ['available', asPhone, { method: 'POST', path: workerOrderEndpoints.available.path + page }],
    [
      'my list',
      asPhone,
      { method: 'POST', path: workerOrderEndpoints.mine.path + page, body: { list: 'scheduled' } },
    ],
    [
      'filter',
      asDesk,
      {
        method: 'POST',
        path: `${orderEndpoints.filter.path}${page}&sort=dateTime,desc`,
        body: { statuses: ['HAS_RESPONSE'], cityId },
      },
    ],
    [
      'counts by status',
      asDesk,
      { method: 'POST', path: orderEndpoints.numbersByStatus.path, body: { cityId } },
    ],
    [
      'responses of order',
      asDesk,
      { method: 'POST', path: responseEndpoints.allForOrder.path, body: { id: orderId } },
    ],
  ]
  const counted: CallStatements[] = []
  for (const [call, as, request] of reads) {
    const before = await poolerStats(admin, database)
    for (let n = 0; n < repeat; n++) await timedCall(log, call, as.baseUrl, { ...request, token: as.token })
    const delta = poolerDelta(before, await poolerStats(admin, database))
    counted.push({ call, statements: delta.queries / repeat, transactions: delta.transactions / repeat })
  }
  if (errorTotal(log)) throw new Error(`probe failed: ${[...log.errors.keys()].join('; ')}`)
  return counted
}
