/** A receipt as the tax service («Мой налог») holds it. */
type TaxReceipt = {
  receiptNumber: string
  /** The self-employed seller who issued it. */
  sellerInn: string
  /** The buyer named in it; null for a receipt to a private person. */
  buyerInn: string | null
  /** The receipt's total in kopecks. */
  amountKopecks: number
  /** The day of the operation as the receipt writes it, `YYYY-MM-DD`. */
  operationDate: string
  annulled: boolean
  /** The seller's note on the annulment, if any. */
  annulComment: string | null
}

/** The service's answer: the receipt, no such receipt, or no answer (down, slow, limited, nonsense). */
export type TaxReceiptAnswer =
  { kind: 'found'; receipt: TaxReceipt } | { kind: 'notFound' } | { kind: 'unavailable'; cause: string }

/**
 * The tax service's receipts: the JSON of a receipt by its seller's INN and its number, the same path as the
 * receipt's printable page with `/json` in place of `/print`. Never throws: a failure is `unavailable`.
 */
export interface TaxReceipts {
  find(sellerInn: string, receiptNumber: string): Promise<TaxReceiptAnswer>
}
