import { and, eq } from 'drizzle-orm'
import { toKopecks } from '#contract/common/kopecks.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { businessUtcOffsetHours } from '#contract/settings/settings.ts'
import type { Database } from '../../db/client.ts'
import { demoTaxReceipts } from '../../db/schema/index.ts'
import type { TaxReceipts } from './tax-receipts.ts'

/**
 * The offline demo's «Мой налог» (the default): answers from its book in the shared database, which the demo
 * data fills with one receipt of each kind. A receipt it does not know is not found; one marked unavailable is
 * answered as by a service that is down.
 */
export function createDemoTaxReceipts(db: Database): TaxReceipts {
  return {
    async find(sellerInn, receiptNumber) {
      const [row] = await db
        .select()
        .from(demoTaxReceipts)
        .where(
          and(eq(demoTaxReceipts.receiptNumber, receiptNumber), eq(demoTaxReceipts.sellerInn, sellerInn)),
        )
      if (!row) return { kind: 'notFound' }
      if (row.unavailable) return { kind: 'unavailable', cause: 'the demo service is down for this receipt' }
      return {
        kind: 'found',
        receipt: {
          receiptNumber: row.receiptNumber,
          sellerInn: row.sellerInn,
          buyerInn: row.buyerInn,
          amountKopecks: toKopecks(row.amount),
          // «Мой налог» writes the operation's time in Moscow time.
          operationDate: toOffsetIso(row.operationTime, businessUtcOffsetHours).slice(0, 10),
          annulled: row.annulledAt !== null,
          annulComment: row.annulComment,
        },
      }
    },
  }
}
