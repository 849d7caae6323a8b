import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { standInPayouts } from '../../db/schema/index.ts'
import { standInBanks } from './stand-in-banks.ts'

type Row = typeof standInPayouts.$inferSelect
type Body = Record<string, unknown>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const invalid = (parameter: string, description: string) =>
  json(400, { type: 'error', id: randomUUID(), code: 'invalid_request', description, parameter })

/**
 * The tests' and the offline demo's YooKassa (decision 090): answers `POST /payouts`, `GET /payouts/{id}` and
 * `GET /sbp_banks` as YooKassa's API v3 does, through the real adapter. A payout is pending for
 * `delaySeconds`, then succeeded, or canceled when the phone or card ends with one of `refusedEndings`.
 * The test switches: `loseAnswers(n)` takes the next n payouts and then lets their answers time out,
 * `refuseRecipients` replaces the endings refused, and
 * `notifications()` lists the notifications YooKassa would have sent so far, for a test to deliver twice, late
 * or out of order.
 */
export function createYookassaStandIn(options: {
  db: Database
  clock: Clock
  delaySeconds: number
  refusedEndings: string[]
}) {
  const { db, clock } = options
  let answersToLose = 0
  let refusedEndings = options.refusedEndings

  const refused = (row: Row) =>
    refusedEndings.some((ending) => ending !== '' && row.recipientEnding.endsWith(ending.slice(-4)))
  const objectOf = (row: Row) => {
    const done = clock().getTime() >= row.createdAt.getTime() + options.delaySeconds * 1000
    const status = !done ? 'pending' : refused(row) ? 'canceled' : 'succeeded'
    return {
      id: row.id,
      amount: { value: fromKopecks(row.amountKopecks), currency: 'RUB' },
      status,
      payout_destination: { type: row.destinationType },
      description: `Выплата по заказу ${row.orderId ?? ''}`.trim(),
      created_at: row.createdAt.toISOString(),
      metadata: row.orderId ? { order_id: row.orderId } : {},
      test: true,
      ...(status === 'canceled'
        ? { cancellation_details: { party: 'payment_network', reason: 'rejected_by_payee' } }
        : {}),
    }
  }

  async function createPayout(key: string | null, body: Body): Promise<Response> {
    if (!key) return invalid('Idempotence-Key', 'Idempotence-Key header is missing')
    const [seen] = await db.select().from(standInPayouts).where(eq(standInPayouts.idempotenceKey, key))
    if (seen) return json(200, objectOf(seen))
    const amount = body.amount as { value?: string } | undefined
    const kopecks = typeof amount?.value === 'string' ? toKopecks(amount.value) : NaN
    if (!(kopecks >= 100 && kopecks <= 50_000_000)) return invalid('amount', 'Invalid amount value')
    const destination = (body.payout_destination_data ?? {}) as Body
    let recipient: string
    if (destination.type === 'sbp') {
      if (!/^7\d{10}$/.test(String(destination.phone)))
        return invalid('payout_destination_data.phone', 'Invalid phone')
      if (!standInBanks.some((bank) => bank.bankId === destination.bank_id))
        return invalid('payout_destination_data.bank_id', 'Unknown bank_id')
      recipient = String(destination.phone)
    } else if (destination.type === 'bank_card') {
      const card = String((destination.card as Body | undefined)?.number ?? '')
      if (!/^\d{16,19}$/.test(card))
        return invalid('payout_destination_data.card.number', 'Invalid card number')
      recipient = card
    } else return invalid('payout_destination_data.type', 'Unknown payout destination type')
    const metadata = (body.metadata ?? {}) as Body
    await db
      .insert(standInPayouts)
      .values({
        id: `po-${randomUUID()}`,
        idempotenceKey: key,
        amountKopecks: kopecks,
        destinationType: destination.type,
        recipientEnding: recipient.slice(-4),
        orderId: typeof metadata.order_id === 'string' ? metadata.order_id : null,
        createdAt: clock(),
      })
      .onConflictDoNothing({ target: standInPayouts.idempotenceKey })
    const [taken] = await db.select().from(standInPayouts).where(eq(standInPayouts.idempotenceKey, key))
    return json(200, objectOf(taken!))
  }

  async function answer(url: string, init: RequestInit): Promise<Response> {
    const path = new URL(url).pathname.replace(/^.*\/v3/, '')
    const headers = new Headers(init.headers)
    if (!headers.get('authorization')?.startsWith('Basic '))
      return json(401, { type: 'error', code: 'invalid_credentials', description: 'Authentication required' })
    if (init.method === 'GET' && path === '/sbp_banks')
      return json(200, {
        type: 'list',
        items: standInBanks.map((bank) => ({ bank_id: bank.bankId, name: bank.name, bic: bank.bic })),
      })
    const one = /^\/payouts\/([^/]+)$/.exec(path)
    if (init.method === 'GET' && one) {
      const [row] = await db
        .select()
        .from(standInPayouts)
        .where(eq(standInPayouts.id, decodeURIComponent(one[1]!)))
      return row
        ? json(200, objectOf(row))
        : json(404, { type: 'error', code: 'not_found', description: 'Payout not found' })
    }
    if (init.method === 'POST' && path === '/payouts') {
      const taken = await createPayout(headers.get('idempotence-key'), JSON.parse(String(init.body)) as Body)
      if (taken.status === 200 && answersToLose > 0) {
        answersToLose -= 1
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
      }
      return taken
    }
    return json(404, { type: 'error', code: 'not_found', description: 'Unknown path' })
  }

  return {
    transport: answer,
    loseAnswers(count: number) {
      answersToLose = count
    },
    refuseRecipients(endings: string[]) {
      refusedEndings = endings
    },
    /** Every notification YooKassa would have sent by now, one per finished payout, oldest first. */
    async notifications() {
      const rows = await db.select().from(standInPayouts).orderBy(asc(standInPayouts.createdAt))
      return rows
        .map(objectOf)
        .filter((object) => object.status !== 'pending')
        .map((object) => ({ type: 'notification', event: `payout.${object.status}`, object }))
    },
  }
}

export type YookassaStandIn = ReturnType<typeof createYookassaStandIn>
