import { createHash } from 'node:crypto'
import { fromKopecks } from '#contract/common/kopecks.ts'
import type { Database } from '../../db/client.ts'
import { demoTaxReceipts, type standInPayouts } from '../../db/schema/index.ts'
import { readCompany } from '../../shared/company/company.repository.ts'

type Row = typeof standInPayouts.$inferSelect
type Body = Record<string, unknown>

/** A name compared as NSPK's answer is: case, «ё» and spacing aside. */
const plainName = (name: string) => name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()

/** The receipt's number in «Мой налог» for the stand-in's payout: ten lowercase characters, as theirs are. */
const standInReceiptNumber = (payoutId: string) =>
  createHash('sha256').update(payoutId).digest('hex').slice(0, 10)

/**
 * The stand-in's side of YooKassa's self-employed payouts and СБП recipient check (decision 113): a
 * `/self_employed` object for an INN (confirmed: the demo's workers have given ЮMoney the right), a
 * `/personal_data` object that carries the name in its id (nothing to store, so every instance reads it), the
 * owner NSPK would name for a phone, and the receipt registered in the demo's «Мой налог» book once the payout
 * succeeded.
 */
export function createStandInSelfEmployed(db: Database) {
  const owners = new Map<string, string>()

  return {
    /** Test switch: NSPK names `fullName` as the owner of the account at this phone (digits with 7). */
    ownPhone(phone: string, fullName: string) {
      owners.set(phone.replace(/\D/g, ''), fullName)
    },

    selfEmployed(body: Body): { status: number; body: Body } {
      const itn = String(body.itn ?? '')
      if (!/^\d{12}$/.test(itn))
        return { status: 400, body: { parameter: 'itn', description: 'Invalid itn' } }
      return { status: 200, body: { id: `se-${itn}`, status: 'confirmed', itn, test: true } }
    },

    personalData(body: Body): { status: number; body: Body } {
      const names = [body.last_name, body.first_name, body.middle_name ?? '']
      if (
        body.type !== 'sbp_payout_recipient' ||
        !names.every((name) => typeof name === 'string') ||
        !names[0]
      )
        return { status: 400, body: { parameter: 'type', description: 'Invalid personal data' } }
      const id = Buffer.from(JSON.stringify(names), 'utf8').toString('base64url')
      return { status: 200, body: { id: `pd-${id}`, status: 'waiting_for_operation', type: body.type } }
    },

    /** Whether the phone's owner, as NSPK names them, is the person the personal data object names. */
    recipientMatches(personalDataId: string, phone: string): boolean {
      const owner = owners.get(phone)
      if (owner === undefined) return true
      const names = JSON.parse(Buffer.from(personalDataId.slice(3), 'base64url').toString('utf8')) as string[]
      return plainName(names.join(' ')) === plainName(owner)
    },

    /** The INN of a `/self_employed` id this stand-in gave, or null. */
    innOf: (selfEmployedId: string) => /^se-(\d{12})$/.exec(selfEmployedId)?.[1] ?? null,

    /** The payout object's receipt, and its registration in the demo's «Мой налог» (once: by its number). */
    async receiptOf(row: Row, succeededAt: Date) {
      if (!row.selfEmployedInn || !row.receiptServiceName) return null
      const number = standInReceiptNumber(row.id)
      const company = await readCompany(db)
      await db
        .insert(demoTaxReceipts)
        .values({
          receiptNumber: number,
          sellerInn: row.selfEmployedInn,
          buyerInn: company.inn || null,
          amount: fromKopecks(row.amountKopecks),
          operationTime: succeededAt,
        })
        .onConflictDoNothing({ target: demoTaxReceipts.receiptNumber })
      return {
        service_name: row.receiptServiceName,
        npd_receipt_id: number,
        url: `https://lknpd.nalog.ru/api/v1/receipt/${row.selfEmployedInn}/${number}/print`,
        amount: { value: fromKopecks(row.amountKopecks), currency: 'RUB' },
      }
    },
  }
}
