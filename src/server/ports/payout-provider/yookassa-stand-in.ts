import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { standInPayouts } from '../../db/schema/index.ts'
import { standInBanks } from './stand-in-banks.ts'
import { createStandInSelfEmployed } from './stand-in-self-employed.ts'

type Row = typeof standInPayouts.$inferSelect
type Body = Record<string, unknown>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const invalid = (parameter: string, description: string) =>
  json(400, { type: 'error', id: randomUUID(), code: 'invalid_request', description, parameter })

/**
 * The tests' and the offline demo's YooKassa (decision 090): answers `POST /payouts`, `GET /payouts/{id}` and
 * `GET /sbp_banks`, `GET /payouts` (the list) and `GET /me` (the payout balance) as YooKassa's API v3 does,
 * through the real adapter. A payout is pending for `delaySeconds`, then succeeded, or canceled when the phone or
 * card ends with one of `refusedEndings`; one the balance cannot cover is canceled at once with
 * `insufficient_funds`. The balance is `balance` roubles less every payout not canceled (pending ones hold
 * their sum, as a payout under way does).
 * `POST /self_employed` and `POST /personal_data` too, and a payout's receipt registered in the demo's «Мой
 * налог» book (decision 113). The test switches: `ownPhone(phone, name)` names the owner NSPK answers for an
 * СБП phone (by default whoever the payout names), `loseAnswers(n)` takes the next n payouts and then lets their answers time out,
 * `refuseRecipients` replaces the endings refused, `setBalance` puts the balance at a sum from now on,
 * `answerBalance(false)` makes `GET /me` fail, and
 * `notifications()` lists the notifications YooKassa would have sent so far, for a test to deliver twice, late
 * or out of order.
 */
export function createYookassaStandIn(options: {
  db: Database
  clock: Clock
  delaySeconds: number
  refusedEndings: string[]
  /** Roubles on the payout balance before any payout; without it every payout is covered. */
  balance?: string
}) {
  const { db, clock } = options
  const selfEmployed = createStandInSelfEmployed(db)
  let answersToLose = 0
  let balanceAnswered = true
  let refusedEndings = options.refusedEndings
  let balanceSince = {
    kopecks: options.balance === undefined ? Number.MAX_SAFE_INTEGER : toKopecks(options.balance),
    at: new Date(0),
  }

  const refused = (row: Row) =>
    refusedEndings.some((ending) => ending !== '' && row.recipientEnding.endsWith(ending.slice(-4)))
  const objectOf = (row: Row) => {
    const done = clock().getTime() >= row.createdAt.getTime() + options.delaySeconds * 1000
    const status = row.canceledFor ? 'canceled' : !done ? 'pending' : refused(row) ? 'canceled' : 'succeeded'
    const cancellation = row.canceledFor
      ? { party: 'yoo_money', reason: row.canceledFor }
      : { party: 'payment_network', reason: 'rejected_by_payee' }
    return {
      id: row.id,
      amount: { value: fromKopecks(row.amountKopecks), currency: 'RUB' },
      status,
      payout_destination: { type: row.destinationType },
      description: `Выплата по заказу ${row.orderId ?? ''}`.trim(),
      created_at: row.createdAt.toISOString(),
      metadata: row.orderId ? { order_id: row.orderId } : {},
      test: true,
      ...(row.selfEmployedInn ? { self_employed: { id: `se-${row.selfEmployedInn}` } } : {}),
      ...(status === 'canceled' ? { cancellation_details: cancellation } : {}),
    }
  }

  /** The payout object as answered: a succeeded one carries the receipt it registered (decision 113). */
  async function published(row: Row) {
    const object = objectOf(row)
    if (object.status !== 'succeeded') return object
    const succeededAt = new Date(row.createdAt.getTime() + options.delaySeconds * 1000)
    const receipt = await selfEmployed.receiptOf(row, succeededAt)
    return receipt ? { ...object, receipt } : object
  }

  /** The balance now: what was set, less the payouts taken since that are not canceled. */
  async function balanceKopecks(executor: Executor = db) {
    const rows = await executor
      .select()
      .from(standInPayouts)
      .where(gt(standInPayouts.createdAt, balanceSince.at))
    const spent = rows
      .filter((row) => objectOf(row).status !== 'canceled')
      .reduce((sum, row) => sum + row.amountKopecks, 0)
    return balanceSince.kopecks - spent
  }

  /** `GET /payouts`: by creation in the window, oldest first; the cursor is where the next page starts. */
  async function list(search: URLSearchParams): Promise<Response> {
    const from = new Date(search.get('created_at.gte') ?? '')
    const to = new Date(search.get('created_at.lt') ?? '')
    const limit = Number(search.get('limit') ?? 10)
    const offset = Number(search.get('cursor') ?? 0)
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      return invalid('created_at', 'Invalid created_at filter')
    if (!(Number.isInteger(limit) && limit >= 1 && limit <= 100)) return invalid('limit', 'Invalid limit')
    if (!(Number.isInteger(offset) && offset >= 0)) return invalid('cursor', 'Invalid cursor')
    const rows = await db
      .select()
      .from(standInPayouts)
      .where(and(gte(standInPayouts.createdAt, from), lt(standInPayouts.createdAt, to)))
      .orderBy(asc(standInPayouts.createdAt), asc(standInPayouts.id))
      .limit(limit + 1)
      .offset(offset)
    const more = rows.length > limit
    return json(200, {
      type: 'list',
      items: await Promise.all(rows.slice(0, limit).map(published)),
      ...(more ? { next_cursor: String(offset + limit) } : {}),
    })
  }

  async function createPayout(key: string | null, body: Body): Promise<Response> {
    if (!key) return invalid('Idempotence-Key', 'Idempotence-Key header is missing')
    const [seen] = await db.select().from(standInPayouts).where(eq(standInPayouts.idempotenceKey, key))
    if (seen) return json(200, await published(seen))
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
      if (body.self_employed)
        return invalid(
          'self_employed',
          'Payouts to the self-employed go to bank cards and YooMoney wallets only',
        )
    } else if (destination.type === 'bank_card') {
      const card = String((destination.card as Body | undefined)?.number ?? '')
      if (!/^\d{16,19}$/.test(card))
        return invalid('payout_destination_data.card.number', 'Invalid card number')
      recipient = card
    } else return invalid('payout_destination_data.type', 'Unknown payout destination type')
    const metadata = (body.metadata ?? {}) as Body
    const destinationType = String(destination.type)
    const selfEmployedInn = body.self_employed
      ? selfEmployed.innOf(String((body.self_employed as Body).id ?? ''))
      : null
    const serviceName = String((body.receipt_data as Body | undefined)?.service_name ?? '')
    if (body.self_employed && !selfEmployedInn) return invalid('self_employed.id', 'Unknown self_employed id')
    if (body.self_employed && !(serviceName.length >= 1 && serviceName.length <= 50))
      return invalid('receipt_data.service_name', 'Invalid service_name')
    const personalData = Array.isArray(body.personal_data) ? String((body.personal_data[0] as Body).id) : null
    const checkFailed =
      personalData !== null && !selfEmployed.recipientMatches(personalData, String(destination.phone))
    // One payout at a time weighs against the balance, so two cannot both spend its last roubles.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727291)`)
      const covered = (await balanceKopecks(tx)) >= kopecks
      await tx
        .insert(standInPayouts)
        .values({
          id: `po-${randomUUID()}`,
          idempotenceKey: key,
          amountKopecks: kopecks,
          destinationType,
          recipientEnding: recipient.slice(-4),
          orderId: typeof metadata.order_id === 'string' ? metadata.order_id : null,
          createdAt: clock(),
          canceledFor: checkFailed ? 'recipient_check_failed' : covered ? null : 'insufficient_funds',
          selfEmployedInn,
          receiptServiceName: selfEmployedInn ? serviceName : null,
        })
        .onConflictDoNothing({ target: standInPayouts.idempotenceKey })
    })
    const [taken] = await db.select().from(standInPayouts).where(eq(standInPayouts.idempotenceKey, key))
    return json(200, await published(taken!))
  }

  async function answer(url: string, init: RequestInit): Promise<Response> {
    const parsed = new URL(url)
    const path = parsed.pathname.replace(/^.*\/v3/, '')
    const headers = new Headers(init.headers)
    if (!headers.get('authorization')?.startsWith('Basic '))
      return json(401, { type: 'error', code: 'invalid_credentials', description: 'Authentication required' })
    if (init.method === 'GET' && path === '/sbp_banks')
      return json(200, {
        type: 'list',
        items: standInBanks.map((bank) => ({ bank_id: bank.bankId, name: bank.name, bic: bank.bic })),
      })
    if (init.method === 'GET' && path === '/me' && !balanceAnswered)
      return json(500, { type: 'error', code: 'internal_server_error', description: 'Internal error' })
    if (init.method === 'GET' && path === '/me')
      return json(200, {
        account_id: 'stand-in',
        status: 'enabled',
        test: true,
        payout_methods: ['bank_card', 'sbp'],
        payout_balance: { value: fromKopecks(Math.max(0, await balanceKopecks())), currency: 'RUB' },
      })
    if (init.method === 'GET' && path === '/payouts') return list(parsed.searchParams)
    if (init.method === 'POST' && (path === '/self_employed' || path === '/personal_data')) {
      const body = JSON.parse(String(init.body)) as Body
      const made =
        path === '/self_employed' ? selfEmployed.selfEmployed(body) : selfEmployed.personalData(body)
      return made.status === 200
        ? json(200, made.body)
        : invalid(String(made.body.parameter), String(made.body.description))
    }
    const one = /^\/payouts\/([^/]+)$/.exec(path)
    if (init.method === 'GET' && one) {
      const [row] = await db
        .select()
        .from(standInPayouts)
        .where(eq(standInPayouts.id, decodeURIComponent(one[1]!)))
      return row
        ? json(200, await published(row))
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
    ownPhone: selfEmployed.ownPhone,
    loseAnswers(count: number) {
      answersToLose = count
    },
    refuseRecipients(endings: string[]) {
      refusedEndings = endings
    },
    /** `GET /me` answers 500 while false: our check cannot see the balance, YooKassa's own still holds. */
    answerBalance(answered: boolean) {
      balanceAnswered = answered
    },
    /** The balance is `roubles` from now: payouts taken until now (this very instant too) no longer weigh on it. */
    setBalance(roubles: string) {
      balanceSince = { kopecks: toKopecks(roubles), at: clock() }
    },
    /** Every notification YooKassa would have sent by now, one per finished payout, oldest first. */
    async notifications() {
      const rows = await db.select().from(standInPayouts).orderBy(asc(standInPayouts.createdAt))
      return (await Promise.all(rows.map(published)))
        .filter((object) => object.status !== 'pending')
        .map((object) => ({ type: 'notification', event: `payout.${object.status}`, object }))
    },
  }
}

export type YookassaStandIn = ReturnType<typeof createYookassaStandIn>
