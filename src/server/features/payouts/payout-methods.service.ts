import { notFoundMessage } from '#contract/common/errors.ts'
import {
  maskedPhone,
  payoutMethodMessages as messages,
  type PayoutMethod,
  type PayoutMethodChoice,
} from '#contract/payouts/payout-method.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, Conflict, NotFound, Unavailable } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockWorker } from '../../shared/worker-profile/workers.repository.ts'
import type { PayoutProvider } from '../../ports/payout-provider/payout-provider.ts'
import * as repository from './payout-methods.repository.ts'

type Found = NonNullable<Awaited<ReturnType<typeof repository.findPayoutMethod>>>

/** The card is confirmed as the bank took it; an СБП method once an admin confirmed it as it stands. */
function viewOf(found: Found): PayoutMethod {
  const method = found.method
  const receiptsByProvider = method?.receiptsByProvider ?? false
  if (!method || method.kind === 'CARD')
    return {
      receiptsByProvider,
      kind: 'CARD',
      phone: null,
      bankId: null,
      bankName: null,
      confirmed: found.bankStatus === 'SENT' && found.bankChangedFields.length === 0,
    }
  return {
    receiptsByProvider,
    kind: 'SBP',
    phone: method.phone,
    bankId: method.bankId,
    bankName: method.bankName,
    confirmed: method.confirmedAt !== null,
  }
}

const forStaff = (method: PayoutMethod): PayoutMethod =>
  method.phone ? { ...method, phone: maskedPhone(method.phone) } : method

/**
 * The worker's choice of how to be paid (issue 47, item 2). A new or changed СБП method is payout data, as a
 * changed card is: nothing is paid to it until an admin confirms it, and the journal names the phone masked.
 */
export function createPayoutMethodsService(deps: { db: Database; clock: Clock; provider: PayoutProvider }) {
  const { db, clock, provider } = deps

  async function banks() {
    const list = await provider.sbpBanks()
    if (!list) throw new Unavailable(messages.banksUnavailable)
    return list
  }
  async function found(workerId: number) {
    const row = await repository.findPayoutMethod(db, workerId)
    if (!row) throw new NotFound(notFoundMessage)
    return row
  }

  return {
    async sbpBanks() {
      return { banks: (await banks()).map(({ bankId, name }) => ({ bankId, name })) }
    },

    mine: async (workerId: number) => viewOf(await found(workerId)),
    ofWorker: async (workerId: number) => forStaff(viewOf(await found(workerId))),

    async change(workerId: number, input: PayoutMethodChoice): Promise<PayoutMethod> {
      const bank =
        input.kind === 'SBP' ? (await banks()).find((one) => one.bankId === input.bankId) : undefined
      if (input.kind === 'SBP' && !bank)
        throw new BadInput(messages.unknownBank, { bankId: messages.unknownBank })
      const now = clock()
      await db.transaction(async (tx) => {
        if (!(await lockWorker(tx, workerId))) throw new NotFound(notFoundMessage)
        const before = (await repository.findPayoutMethod(tx, workerId))?.method ?? null
        const phone = bank ? (input.phone ?? null) : null
        const same =
          (before?.kind ?? 'CARD') === input.kind &&
          (before?.phone ?? null) === phone &&
          (before?.bankId ?? null) === (bank?.bankId ?? null)
        if (same) return
        await repository.savePayoutMethod(tx, {
          workerId,
          kind: input.kind,
          phone,
          bankId: bank?.bankId ?? null,
          bankName: bank?.name ?? null,
          changedAt: now,
          confirmedAt: null,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'worker.payout-method-changed',
          entity: 'worker',
          entityId: workerId,
          details: {
            from: before?.kind ?? 'CARD',
            to: input.kind,
            ...(phone ? { phone: maskedPhone(phone), bank: bank?.name } : {}),
          },
        })
      })
      return viewOf(await found(workerId))
    },

    /**
     * The worker's word that ЮMoney may register their receipts in «Мой налог» (they give the right there, as
     * the profile's instructions say). Not payout data: where the money goes is unchanged. Journalled.
     */
    async allowReceipts(workerId: number, allowed: boolean): Promise<PayoutMethod> {
      await db.transaction(async (tx) => {
        if (!(await lockWorker(tx, workerId))) throw new NotFound(notFoundMessage)
        const before = (await repository.findPayoutMethod(tx, workerId))?.method?.receiptsByProvider ?? false
        if (before === allowed) return
        const now = clock()
        await repository.saveReceiptsByProvider(tx, workerId, allowed, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'worker.payout-receipts-changed',
          entity: 'worker',
          entityId: workerId,
          details: { allowed },
        })
      })
      return viewOf(await found(workerId))
    },

    async confirm(employeeId: number, workerId: number): Promise<PayoutMethod> {
      await db.transaction(async (tx) => {
        if (!(await lockWorker(tx, workerId))) throw new NotFound(notFoundMessage)
        const method = (await repository.findPayoutMethod(tx, workerId))?.method
        if (method?.kind !== 'SBP' || method.confirmedAt) throw new Conflict(messages.noMethod)
        const now = clock()
        await repository.confirmPayoutMethod(tx, workerId, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'worker.payout-method-confirmed',
          entity: 'worker',
          entityId: workerId,
          details: { kind: method.kind, phone: maskedPhone(method.phone ?? ''), bank: method.bankName },
        })
      })
      return forStaff(viewOf(await found(workerId)))
    },
  }
}

export type PayoutMethodsService = ReturnType<typeof createPayoutMethodsService>
