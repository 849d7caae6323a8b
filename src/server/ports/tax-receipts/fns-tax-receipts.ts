import { z } from 'zod'
import type { TaxReceiptAnswer, TaxReceipts } from './tax-receipts.ts'

/** The fields of the tax service's receipt JSON the checks read; the rest is ignored. */
const receiptJson = z.object({
  approvedReceiptUuid: z.string().optional(),
  receiptId: z.string().optional(),
  inn: z.string(),
  clientInn: z.string().nullish(),
  totalAmount: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().nonnegative()),
  operationTime: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  cancellationInfo: z.object({ comment: z.string().nullish() }).nullish(),
})

/**
 * The real «Мой налог»: GET `{baseUrl}/{sellerInn}/{receiptNumber}/json`. 200 with the receipt's JSON is the
 * receipt, 404 is no such receipt; any other answer, a broken body, a network failure or 10 s without an
 * answer is `unavailable`, retried later by the scheduler.
 */
export function createFnsTaxReceipts(options: { baseUrl: string; timeoutMs?: number }): TaxReceipts {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    async find(sellerInn, receiptNumber): Promise<TaxReceiptAnswer> {
      const url = `${base}/${encodeURIComponent(sellerInn)}/${encodeURIComponent(receiptNumber)}/json`
      let response: Response
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
      } catch (error) {
        return { kind: 'unavailable', cause: error instanceof Error ? error.message : String(error) }
      }
      if (response.status === 404) return { kind: 'notFound' }
      if (!response.ok) return { kind: 'unavailable', cause: `the tax service answered ${response.status}` }
      let parsed: z.infer<typeof receiptJson>
      try {
        parsed = receiptJson.parse(await response.json())
      } catch {
        return { kind: 'unavailable', cause: 'the tax service answered something that is not a receipt' }
      }
      return {
        kind: 'found',
        receipt: {
          receiptNumber: parsed.approvedReceiptUuid ?? parsed.receiptId ?? receiptNumber,
          sellerInn: parsed.inn,
          buyerInn: parsed.clientInn ?? null,
          amountKopecks: Math.round(parsed.totalAmount * 100),
          operationDate: parsed.operationTime.slice(0, 10),
          annulled: Boolean(parsed.cancellationInfo),
          annulComment: parsed.cancellationInfo?.comment ?? null,
        },
      }
    },
  }
}
