import { personalDataKeptUntil, workerDeletionMessages } from '#contract/workers/deletion.ts'
import type { Worker } from '#contract/workers/worker.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { ActorRef } from '../../shared/order-core/order-transitions.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import { withdrawResponse } from '../../shared/order-core/response-withdrawal.ts'
import { findWorker, lockWorker, updateWorker } from '../../shared/worker-profile/workers.repository.ts'
import * as repository from './worker-deletion.repository.ts'
import { erasedAtRetentionEnd } from './worker-retention.ts'

export type WorkerDeletionService = ReturnType<typeof createWorkerDeletionService>

/** What no document needs: erased the moment the worker is deleted. */
const erasedAtDeletion = {
  phone: null,
  birthDate: null,
  snils: '',
  passportSeries: null,
  passportNumber: '',
  passportIssueDate: null,
  passportDepartmentCode: '',
  passportIssuedBy: '',
  passportBirthPlace: '',
  address: '',
  bankReference: null,
  bankFailureReason: null,
  npdCheckedAt: null,
  npdRegistered: null,
  npdRequestDate: null,
  npdMessage: null,
}

/**
 * Staff delete a worker (DELETED_SELF_EMPLOYED): they can no longer sign in, their open responses are
 * withdrawn, their calendar address, devices, switches and the phone's SMS traces are erased (decision 064), their
 * finished orders, acts, receipts and payments stay. Refused while an order still waits for
 * them or a payment to them has not reached the bank. The retention rule: docs/decisions/021-spec-rows.md.
 */
export function createWorkerDeletionService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function withdrawResponses(tx: Executor, workerId: number, actor: ActorRef, now: Date) {
    for (const orderId of await repository.respondedOrderIds(tx, workerId)) {
      const order = await lockOrder(tx, orderId)
      if (!order || order.status === 'FINISHED') continue
      await withdrawResponse(tx, order, workerId, actor, now)
    }
  }

  /**
   * Staff's deletion, or the worker's own when they withdraw their consent (decision 095): `andThen` records
   * what started it in the same transaction.
   */
  async function erase(
    actor: ActorRef & { kind: 'employee' | 'worker' },
    id: number,
    andThen?: (tx: Executor, now: Date) => Promise<void>,
  ): Promise<Worker> {
    await db.transaction(async (tx) => {
      const worker = await lockWorker(tx, id)
      if (!worker) throw new NotFound('Исполнитель не найден')
      if (worker.state === 'DELETED_SELF_EMPLOYED') throw new Conflict(workerDeletionMessages.alreadyDeleted)
      const open = await repository.openOrdersOf(tx, id)
      if (open.length) throw new Conflict(workerDeletionMessages.openOrders(open))
      const unpaid = await repository.unpaidOrdersOf(tx, id)
      if (unpaid.length) throw new Conflict(workerDeletionMessages.unpaid(unpaid))

      const now = clock()
      const today = now.toISOString().slice(0, 10)
      const keptUntil = personalDataKeptUntil(today, await repository.lastPaidOrderDay(tx, id))
      await withdrawResponses(tx, id, actor, now)
      await updateWorker(tx, id, {
        ...erasedAtDeletion,
        ...(keptUntil === today ? erasedAtRetentionEnd : {}),
        // The last four digits stay, so past payments still say which card they went to.
        paymentCardNumber: worker.paymentCardNumber.slice(-4),
        state: 'DELETED_SELF_EMPLOYED',
        blockedUntil: null,
        deletedAt: now,
        personalDataKeptUntil: keptUntil,
        version: worker.version + 1,
      })
      await repository.revokeWorkerSessions(tx, id, now)
      await repository.eraseReachOf(tx, id)
      if (worker.phone) await repository.eraseSmsTracesOf(tx, worker.phone)
      await recordJournal(tx, {
        at: now,
        actorKind: actor.kind,
        actorId: actor.id,
        action: 'worker.deleted',
        entity: 'worker',
        entityId: id,
        details: { from: worker.state, to: 'DELETED_SELF_EMPLOYED', personalDataKeptUntil: keptUntil },
      })
      await andThen?.(tx, now)
    })
    return (await findWorker(db, id, clock()))!
  }

  return {
    remove: (employeeId: number, id: number) => erase({ kind: 'employee', id: employeeId }, id),
    removeOwn: (workerId: number, andThen: (tx: Executor, now: Date) => Promise<void>) =>
      erase({ kind: 'worker', id: workerId }, workerId, andThen),
  }
}
