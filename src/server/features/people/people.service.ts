import { phoneChangeMessage } from '#contract/workers/profile.ts'
import { notFoundMessage } from '#contract/common/errors.ts'
import { fromKopecks } from '#contract/common/kopecks.ts'
import { toPage, type Page, type PageQuery } from '#contract/common/page.ts'
import {
  peopleMessages,
  type ConfirmedWorker,
  type NpdCheck,
  type PeopleFilters,
  type PersonRow,
  type StaffProfileUpdate,
} from '#contract/workers/people.ts'
import type { Worker } from '#contract/workers/worker.ts'
import type { PlatformBlock } from '#contract/restrictions/reasons.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import type { Bank } from '../../ports/bank/bank.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import type { FilesService } from '../../shared/files/files.service.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { keepCardReference, markCardRefused } from '../../shared/worker-profile/bank-cards.repository.ts'
import { renderWorkersRegistry } from './workers-registry.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { liftRestriction, recordRestriction } from '../../shared/restrictions/restrictions.repository.ts'
import { checkDocumentsFree, guardDocuments } from '../../shared/worker-profile/documents.ts'
import { profileChange } from '../../shared/worker-profile/profile-change.ts'
import { checkProfileAgainstData } from '../../shared/worker-profile/profile-checks.ts'
import {
  findWorker,
  lockWorker,
  updateWorker,
  type StoredWorker as WorkerRow,
} from '../../shared/worker-profile/workers.repository.ts'
import { businessYear } from '../../kernel/local-day.ts'
import { taxpayerPayoutsBetween } from '../../shared/order-core/order-sums.repository.ts'
import * as repository from './people.repository.ts'

export type PeopleService = ReturnType<typeof createPeopleService>

/** Staff review workers: tables, profile edits, confirm, block and unblock, the bank and the tax status. */
export function createPeopleService(deps: {
  db: Database
  clock: Clock
  npd: NpdStatusService
  files: FilesService
  bank: Bank
}) {
  const { db, clock } = deps

  async function locked(tx: Executor, id: number): Promise<WorkerRow> {
    const worker = await lockWorker(tx, id)
    if (!worker) throw new NotFound('Исполнитель не найден')
    return worker
  }

  /** One change of a worker under a row lock: the version moves on and the journal records who did what. */
  async function change(
    employeeId: number,
    id: number,
    action: string,
    decide: (worker: WorkerRow, now: Date, tx: Executor) => Promise<Partial<WorkerRow>> | Partial<WorkerRow>,
  ): Promise<Worker> {
    await db.transaction(async (tx) => {
      const worker = await locked(tx, id)
      const now = clock()
      const values = await decide(worker, now, tx)
      await updateWorker(tx, id, { ...values, version: worker.version + 1 })
      await recordJournal(tx, {
        at: now,
        actorKind: 'employee',
        actorId: employeeId,
        action: `worker.${action}`,
        entity: 'worker',
        entityId: id,
        details: { from: worker.state, ...(values.state ? { to: values.state } : {}) },
      })
    })
    return (await findWorker(db, id, clock()))!
  }

  /**
   * A staff edit, made from the version the staff member read. Like the worker's own edit, a change of the
   * bank's data stops the worker's payments until the new data is sent to the bank.
   */
  async function edit(employeeId: number, body: StaffProfileUpdate, expected: 'confirmed' | 'not-confirmed') {
    const { id, version, ...profile } = body
    await checkProfileAgainstData(db, profile)
    await checkDocumentsFree(db, profile, { id })
    await guardDocuments(() =>
      db.transaction(async (tx) => {
        const worker = await locked(tx, id)
        if (worker.state === 'DELETED_SELF_EMPLOYED') throw new Conflict(peopleMessages.deleted)
        const notConfirmed = worker.state === 'NOT_CONFIRMED_SELF_EMPLOYED'
        if (expected === 'not-confirmed' && !notConfirmed) throw new Conflict(peopleMessages.notConfirmedOnly)
        if (expected === 'confirmed' && notConfirmed) throw new Conflict(peopleMessages.confirmedOnly)
        if (worker.version !== version) throw new Conflict(peopleMessages.staleEdit)
        if (profile.phone !== worker.phone)
          throw new BadInput(phoneChangeMessage, { phone: phoneChangeMessage })
        const change = profileChange(worker, profile)
        await updateWorker(tx, id, { ...change.values, version: worker.version + 1 })
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId: employeeId,
          action: 'worker.profile-edited-by-staff',
          entity: 'worker',
          entityId: id,
          details: change.details,
        })
      }),
    )
    return (await findWorker(db, id, clock()))!
  }

  return {
    async list(filters: PeopleFilters, query: PageQuery): Promise<Page<PersonRow>> {
      const { rows, total } = await repository.listPeople(db, filters, {
        page: query.page,
        size: query.size,
        newestFirst: !filters.confirmed,
      })
      return toPage(
        rows.map(({ card, rating, createdAt, confirmedAt, blockedUntil, ...row }) => ({
          ...row,
          cardLast4: card.slice(-4),
          rating: rating == null ? null : Number(rating),
          createdAt: createdAt.toISOString(),
          confirmedAt: confirmedAt?.toISOString() ?? null,
          blockedUntil: blockedUntil?.toISOString() ?? null,
        })),
        total,
        query,
      )
    },

    async get(id: number): Promise<Worker> {
      const worker = await findWorker(db, id, clock())
      if (!worker) throw new NotFound(notFoundMessage)
      return worker
    },

    editNotConfirmed: (employeeId: number, body: StaffProfileUpdate) =>
      edit(employeeId, body, 'not-confirmed'),
    editConfirmed: (employeeId: number, body: StaffProfileUpdate) => edit(employeeId, body, 'confirmed'),

    /** Confirms, and tells staff when the INN was a deleted worker's, whose payouts count against the limit. */
    async confirm(employeeId: number, id: number): Promise<ConfirmedWorker> {
      const worker = await change(employeeId, id, 'confirmed', (worker, now) => {
        if (worker.state !== 'NOT_CONFIRMED_SELF_EMPLOYED') {
          throw new Conflict(
            worker.state === 'DELETED_SELF_EMPLOYED'
              ? peopleMessages.deleted
              : peopleMessages.alreadyConfirmed,
          )
        }
        return { state: 'SELF_EMPLOYED', confirmedAt: now }
      })
      if (!(await repository.innOfDeletedWorker(db, worker.inn)))
        return { ...worker, earlierAccountNotice: null }
      const { year, from, to } = businessYear(clock())
      const paid = (await taxpayerPayoutsBetween(db, [id], from, to)).get(id) ?? 0
      const notice = peopleMessages.innOfDeletedWorker(worker.inn, fromKopecks(paid), year)
      return { ...worker, earlierAccountNotice: notice }
    },

    /** The block's record (decision 096) is written in the same transaction: reason, until, who, rules. */
    block: (employeeId: number, body: PlatformBlock) =>
      change(employeeId, body.id, 'blocked', async (worker, now, tx) => {
        if (worker.state === 'BLOCKED_SELF_EMPLOYED') throw new Conflict(peopleMessages.alreadyBlocked)
        if (worker.state !== 'SELF_EMPLOYED') throw new Conflict(peopleMessages.confirmedOnly)
        const { blockDurationDays } = await readSettings(tx)
        const blockedUntil = new Date(now.getTime() + blockDurationDays * 86_400_000)
        await recordRestriction(tx, {
          workerId: body.id,
          kind: 'platform-block',
          shopId: null,
          reasonCode: body.reasonCode,
          reason: body.reason,
          startsAt: now,
          endsAt: blockedUntil,
          createdBy: employeeId,
        })
        return { state: 'BLOCKED_SELF_EMPLOYED', blockedUntil }
      }),

    unblock: (employeeId: number, id: number) =>
      change(employeeId, id, 'unblocked', async (worker, now, tx) => {
        if (worker.state !== 'BLOCKED_SELF_EMPLOYED') throw new Conflict(peopleMessages.notBlocked)
        await liftRestriction(tx, { workerId: id, kind: 'platform-block', shopId: null }, now, employeeId)
        return { state: 'SELF_EMPLOYED', blockedUntil: null }
      }),

    /**
     * Sends the worker's data to the bank to take the card on: NOT_SENT → IN_PROGRESS, then the bank's answer
     * (asked for by the scheduler) moves it to SENT, or back to NOT_SENT with the bank's reason.
     */
    async sendToBank(employeeId: number, id: number): Promise<Worker> {
      // What the bank gets is read under the claim's lock: an edit saved after the claim resets it instead.
      const claim = { requestedAt: clock(), payee: { cardNumber: '', inn: '', fullName: '' } }
      const claimed = await change(employeeId, id, 'sent-to-bank', (worker, now) => {
        if (worker.state !== 'SELF_EMPLOYED') throw new Conflict(peopleMessages.confirmedOnly)
        if (worker.bankStatus !== 'NOT_SENT') throw new Conflict(peopleMessages.alreadySent)
        claim.requestedAt = now
        claim.payee = {
          cardNumber: worker.paymentCardNumber,
          inn: worker.inn,
          fullName: [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' '),
        }
        return {
          bankStatus: 'IN_PROGRESS',
          bankRequestedAt: now,
          bankReference: null,
          bankFailureReason: null,
        }
      })
      const { requestedAt, payee } = claim
      const receipt = await deps.bank
        .submitCard({ workerId: id, ...payee })
        .catch(() => ({ accepted: false as const, reason: 'банк не отвечает, попробуйте позже' }))
      if (receipt.accepted) {
        await keepCardReference(db, id, requestedAt, receipt.reference)
        return claimed
      }
      await db.transaction(async (tx) => {
        if (await markCardRefused(tx, id, requestedAt, receipt.reason))
          await recordJournal(tx, {
            at: clock(),
            actorKind: 'employee',
            actorId: employeeId,
            action: 'worker.bank-refused',
            entity: 'worker',
            entityId: id,
            details: { from: 'IN_PROGRESS', to: 'NOT_SENT', reason: receipt.reason },
          })
      })
      return (await findWorker(db, id, clock()))!
    },

    /** The bank's registry of confirmed workers as an .xlsx file, through a short-lived link only for the asking admin. */
    async registryLink(employeeId: number) {
      const rows = await repository.confirmedForRegistry(db)
      const bytes = renderWorkersRegistry(rows)
      const registry = { body: bytes, kind: 'xlsx', folder: 'registries' } as const
      const file = await deps.files.storeInTransaction(db, registry, async (tx, record) => {
        const stored = await record('Реестр исполнителей.xlsx')
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId: employeeId,
          action: 'worker.registry-downloaded',
          entity: 'worker',
          details: { rows: rows.length },
        })
        return stored
      })
      return deps.files.link(file.id, { kind: 'employee', id: employeeId })
    },

    /**
     * Asks the tax service whether the INN is registered as self-employed today and keeps the answer. When it
     * cannot answer (its limit, its failure), the status is unknown and asked again later: never a 5xx.
     */
    async checkNpd(employeeId: number, id: number): Promise<NpdCheck> {
      const worker = await findWorker(db, id, clock())
      if (!worker) throw new NotFound('Исполнитель не найден')
      if (worker.state === 'DELETED_SELF_EMPLOYED') throw new Conflict(peopleMessages.deleted)
      await deps.npd.recheck(id, employeeId)
      const status = await deps.npd.stored(db, id)
      return { ...status!, inn: worker.inn }
    },
  }
}
