import { and, eq, isNull } from 'drizzle-orm'
import { actEndpoints } from '../src/contract/acts/endpoints.ts'
import { certificates, orders } from '../src/server/db/schema/index.ts'
import type { DirectDatabase } from './direct-database.ts'
import { httpCall, runClients, type LoadResult } from './load.ts'

/** DONE orders with an executor and no act yet: the ones an act can be generated for. */
export async function actCandidates(direct: DirectDatabase, count: number): Promise<number[]> {
  const rows = await direct.db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .where(and(eq(orders.status, 'DONE'), isNull(certificates.id)))
    .orderBy(orders.id)
    .limit(count)
  if (rows.length < count) throw new Error(`only ${rows.length} orders can get an act, ${count} needed`)
  return rows.map((row) => row.id)
}

/**
 * Staff generating the act of each order over HTTP, one after another. The first act loads pdfkit and the
 * fonts and is not counted: `ids.length - 1` acts are timed.
 */
export async function timeActGeneration(
  baseUrl: string,
  token: string,
  ids: readonly number[],
): Promise<LoadResult> {
  const generate = (id: number) =>
    httpCall(baseUrl, { method: 'POST', path: actEndpoints.generate.path, body: { id }, token })
  await generate(ids[0]!)
  let next = 1
  return runClients(1, { each: ids.length - 1 }, () => generate(ids[next++]!))
}
