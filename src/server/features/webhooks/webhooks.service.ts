import { randomBytes } from 'node:crypto'
import { toPage, type Page } from '#contract/common/paging.ts'
import {
  webhookMessages,
  webhooksMax,
  type WebhookDelivery,
  type WebhookEvent,
  type Webhook,
} from '#contract/webhooks/webhooks.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { Resolve } from '../../ports/outbound/public-addresses.ts'
import { webhookAddressOf } from './webhook-address.ts'
import { startCursorIfNone } from './webhook-journal.repository.ts'
import * as repository from './webhooks.repository.ts'

export type WebhooksService = ReturnType<typeof createWebhooksService>

const deliveryView = (row: repository.DeliveryRow, orderNumber: number | null): WebhookDelivery => ({
  id: row.id,
  orderNumber,
  event: row.event as WebhookEvent,
  orderId: row.orderId,
  state: row.state as WebhookDelivery['state'],
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.state === 'PENDING' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
})

export function createWebhooksService(deps: {
  db: Database
  clock: Clock
  /** The tests' receiver on this computer (http) is taken only when the server runs for the tests. */
  allowLocalReceiver: boolean
  resolve?: Resolve
}) {
  const { db, clock } = deps

  return {
    async create(employeeId: number, body: { url: string; events: WebhookEvent[] }) {
      const address = await webhookAddressOf(body.url, {
        allowLocal: deps.allowLocalReceiver,
        resolve: deps.resolve,
      })
      if (address === 'refused') throw new BadInput(webhookMessages.url, { url: webhookMessages.url })
      const secret = `whsec_${randomBytes(24).toString('base64url')}`
      const at = clock()
      const id = await db.transaction(async (tx) => {
        if ((await repository.countLiveWebhooks(tx)) >= webhooksMax)
          throw new Conflict(webhookMessages.tooMany)
        await startCursorIfNone(tx)
        const id = await repository.insertWebhook(tx, { ...body, secret, createdBy: employeeId, at })
        await recordJournal(tx, {
          actorKind: 'employee',
          actorId: employeeId,
          action: 'webhook.created',
          entity: 'webhook',
          entityId: id,
          details: { url: body.url, events: body.events },
          at,
        })
        return id
      })
      return { id, secret }
    },

    async all(): Promise<Webhook[]> {
      const rows = await repository.listWebhooks(db)
      return rows.map((row) => ({
        ...row,
        events: row.events as WebhookEvent[],
        createdAt: row.createdAt.toISOString(),
      }))
    },

    async remove(employeeId: number, id: number): Promise<void> {
      const at = clock()
      await db.transaction(async (tx) => {
        if (!(await repository.deleteWebhook(tx, id, at))) throw new NotFound(webhookMessages.notFound)
        await recordJournal(tx, {
          actorKind: 'employee',
          actorId: employeeId,
          action: 'webhook.deleted',
          entity: 'webhook',
          entityId: id,
          at,
        })
      })
    },

    async deliveries(
      webhookId: number,
      page: { page: number; size: number },
    ): Promise<Page<WebhookDelivery>> {
      if (!(await repository.isLiveWebhook(db, webhookId))) throw new NotFound(webhookMessages.notFound)
      const { rows, total } = await repository.deliveriesOf(db, webhookId, page)
      return toPage(
        rows.map((row) => deliveryView(row.delivery, row.orderNumber)),
        total,
        page,
      )
    },

    /** Sends a delivery again at the next round, whatever became of it: the receiver may have lost it. */
    async resend(employeeId: number, id: number): Promise<WebhookDelivery> {
      const at = clock()
      return db.transaction(async (tx) => {
        const row = await repository.queueAgain(tx, id, at)
        if (!row) throw new NotFound(webhookMessages.deliveryNotFound)
        await recordJournal(tx, {
          actorKind: 'employee',
          actorId: employeeId,
          action: 'webhook.resent',
          entity: 'webhook',
          entityId: row.delivery.webhookId,
          details: { deliveryId: id },
          at,
        })
        return deliveryView(row.delivery, row.orderNumber)
      })
    },
  }
}
