import { dayMs, hourMs, type ChainShape, type IdBase } from './chain-data.ts'
import type { OrderFacts, eachOrder } from './chain-orders.ts'
import type { CopyTable, CopyValue } from './copy-load.ts'

/*
 * What the chain's people do around the orders (bench/chain-data.ts): the executors' check-ins and check-outs,
 * the shift reminders told once, the journal's entries (each order's creation by staff and its last change), and
 * the workers' signed-in phones: a session with its refresh token each, and for three in five a device with
 * notifications on and the new-orders digest.
 */

/** The last change the journal holds of an order, by whom, as the order machine writes it. */
function lastChange(order: OrderFacts): [event: string, actor: 'employee' | 'worker' | 'system'] | null {
  if (order.resolution === 'DONE_AND_PAID') return ['confirmAct', 'worker']
  if (order.resolution === 'MISSING_EXECUTOR') return ['finishMissingExecutor', 'employee']
  if (order.resolution !== null) return ['cancel', 'employee']
  const changes: Record<string, [string, 'employee' | 'worker' | 'system']> = {
    HAS_RESPONSE: ['respond', 'worker'],
    APPROVED: ['setExecutor', 'employee'],
    CONFIRMED: ['confirmExecution', 'worker'],
    IN_PROGRESS: ['shiftStarted', 'system'],
    DONE: ['shiftEnded', 'system'],
  }
  return changes[order.status] ?? null
}

/** Whether the executor came: every filled shift that started, but the no-shows. */
const worked = (order: OrderFacts, nowMs: number) =>
  order.executor !== null &&
  order.filledAt !== null &&
  order.start <= nowMs &&
  order.resolution !== 'MISSING_EXECUTOR'

export function activityTables(
  perOrder: ReturnType<typeof eachOrder>,
  shape: ChainShape,
  base: IdBase,
  employeeIds: readonly number[],
  now: Date,
): CopyTable[] {
  const nowMs = now.getTime()
  const author = (order: OrderFacts) => employeeIds[order.shop % employeeIds.length]!
  const eachWorker = (rowsOf: (worker: number, k: number) => CopyValue[][]): Iterable<CopyValue[]> => ({
    *[Symbol.iterator]() {
      for (let k = 0; k < shape.workers; k += 1) yield* rowsOf(base.worker + k, k)
    },
  })
  const subscribed = (k: number) => k % 5 < 3
  const sessionId = (k: number) => `00000000-0000-4000-8000-${k.toString(16).padStart(12, '0')}`
  const signedInAt = (k: number) => new Date(nowMs - (k % 30) * dayMs - (k % 24) * hourMs)
  return [
    {
      table: 'order_checks',
      columns: ['id', 'order_id', 'worker_id', 'kind', 'at', 'received_at', 'verification'],
      rows: perOrder((order) => {
        if (!worked(order, nowMs)) return []
        const verification = order.i % 10 === 4 ? 'POSITION_REPORTED' : 'CODE'
        const checkIn = new Date(order.start - (order.i % 10) * 60_000)
        const rows: CopyValue[][] = [
          [base.check + 2 * order.i, order.id, order.executor, 'IN', checkIn, checkIn, verification],
        ]
        if (order.end < nowMs) {
          const checkOut = new Date(order.end + (order.i % 7) * 60_000)
          rows.push([
            base.check + 2 * order.i + 1,
            order.id,
            order.executor,
            'OUT',
            checkOut,
            checkOut,
            verification,
          ])
        }
        return rows
      }),
    },
    {
      table: 'order_notices',
      columns: ['order_id', 'notice', 'at'],
      rows: perOrder((order) => {
        if (order.executor === null || order.filledAt === null) return []
        const shiftAt = new Date(order.start).toISOString()
        return [16, 2]
          .map((hours) => order.start - hours * hourMs)
          .filter((at) => at <= nowMs && at >= order.filledAt!)
          .map((at) => [
            order.id,
            `reminder-${(order.start - at) / hourMs}h:${order.executor}:${shiftAt}`,
            new Date(at),
          ])
      }),
    },
    {
      table: 'journal',
      columns: ['id', 'at', 'actor_kind', 'actor_id', 'action', 'entity', 'entity_id', 'details'],
      rows: perOrder((order) => {
        const rows: CopyValue[][] = [
          [
            base.journal + 2 * order.i,
            new Date(order.created),
            'employee',
            author(order),
            'order.created',
            'order',
            String(order.id),
            '{"to": "NEW"}',
          ],
        ]
        const change = lastChange(order)
        if (change) {
          const [event, actor] = change
          const actorId =
            actor === 'employee'
              ? author(order)
              : actor === 'worker'
                ? (order.executor ?? order.responders[0])
                : null
          const at = Math.min(
            nowMs,
            Math.max(order.created, order.status === 'NEW' ? order.created : order.end),
          )
          rows.push([
            base.journal + 2 * order.i + 1,
            new Date(at),
            actor,
            actorId ?? null,
            `order.${event}`,
            'order',
            String(order.id),
            JSON.stringify({ to: order.status }),
          ])
        }
        return rows
      }),
    },
    {
      table: 'sessions',
      columns: ['id', 'user_kind', 'user_id', 'created_at', 'expires_at'],
      rows: eachWorker((worker, k) => [
        [sessionId(k), 'worker', worker, signedInAt(k), new Date(signedInAt(k).getTime() + 60 * dayMs)],
      ]),
    },
    {
      table: 'refresh_tokens',
      columns: ['token_hash', 'session_id', 'created_at'],
      rows: eachWorker((_, k) => [[`scale-refresh-${k}`, sessionId(k), signedInAt(k)]]),
    },
    {
      table: 'push_subscriptions',
      columns: ['id', 'user_kind', 'user_id', 'endpoint', 'p256dh', 'auth', 'created_at'],
      rows: eachWorker((worker, k) =>
        subscribed(k)
          ? [
              [
                base.subscription + k,
                'worker',
                worker,
                `https://push.invalid/scale/${k}`,
                'BScalePublicKey',
                'scaleAuth',
                signedInAt(k),
              ],
            ]
          : [],
      ),
    },
    {
      table: 'notification_preferences',
      columns: [
        'user_kind',
        'user_id',
        'disabled_kinds',
        'new_orders_counted_until',
        'new_orders_notified_at',
      ],
      rows: eachWorker((worker, k) => {
        if (!subscribed(k)) return []
        const counted = new Date(nowMs - ((k % 60) + 1) * 60_000)
        return [['worker', worker, '{}', counted, counted]]
      }),
    },
  ]
}
