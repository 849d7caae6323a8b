import type { Database } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { createDemoTaxReceipts } from './demo-tax-receipts.ts'
import { createFnsTaxReceipts } from './fns-tax-receipts.ts'
import type { TaxReceipts } from './tax-receipts.ts'

/** The receipts service the environment names: the offline demo's book by default, «Мой налог» with `fns`. */
export function taxReceiptsFor(env: Env, db: Database): TaxReceipts {
  return env.TAX_RECEIPTS_ADAPTER === 'fns'
    ? createFnsTaxReceipts({ baseUrl: env.TAX_RECEIPTS_URL })
    : createDemoTaxReceipts(db)
}
