import { toOffsetIso } from '#contract/common/instants.ts'
import { toPage, type Page, type PageQuery } from '#contract/common/page.ts'
import { businessUtcOffsetHours } from '#contract/settings/settings.ts'
import {
  employeeMessages,
  employeeSortFields,
  type EmployeeFilters,
  type EmployeeRow,
  type NewEmployee,
} from '#contract/staff/employees.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { Conflict, Forbidden, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import * as repository from './employees.repository.ts'
import type { EmployeeRecord } from './employees.repository.ts'
import { parseSort } from '../../kernel/sort.ts'

export type EmployeesService = ReturnType<typeof createEmployeesService>

const fullNameOf = (row: EmployeeRecord) =>
  [row.lastName, row.firstName, row.patronymic].filter(Boolean).join(' ')

function toEmployeeRow(row: EmployeeRecord): EmployeeRow {
  return {
    id: row.id,
    phone: row.phone,
    lastName: row.lastName,
    firstName: row.firstName,
    patronymic: row.patronymic,
    isAdmin: row.isAdmin,
    fullName: fullNameOf(row),
    createdAt: toOffsetIso(row.createdAt, businessUtcOffsetHours),
  }
}

/** What the journal keeps of an employee before and after a change. */
const journalled = (row: EmployeeRecord | null) =>
  row && !row.deletedAt ? { fullName: fullNameOf(row), phone: row.phone, isAdmin: row.isAdmin } : null

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}

/**
 * Сотрудники of /administration: add, delete, assign and revoke ADMIN. An admin never acts on themself, and
 * any change that takes the role away locks every admin row first and re-checks that the caller is still an
 * admin, so two admins removing each other at once leave one of them.
 */
export function createEmployeesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function journal(
    tx: Executor,
    actorId: number,
    action: string,
    id: number,
    before: EmployeeRecord | null,
    after: EmployeeRecord | null,
  ) {
    await recordJournal(tx, {
      at: clock(),
      actorKind: 'employee',
      actorId,
      action: `employee.${action}`,
      entity: 'employee',
      entityId: id,
      details: { before: journalled(before), after: journalled(after) },
    })
  }

  async function lockedTarget(tx: Executor, id: number): Promise<EmployeeRecord> {
    const target = await repository.lockActiveEmployee(tx, id)
    if (!target) throw new NotFound(employeeMessages.notFound)
    return target
  }

  /** Locks the admins; the caller must still be one of them (another admin may have just removed them). */
  async function lockAdminsAsAdmin(tx: Executor, actorId: number): Promise<EmployeeRecord[]> {
    const admins = await repository.lockActiveAdmins(tx)
    if (!admins.some((admin) => admin.id === actorId))
      throw new Forbidden(employeeMessages.actorNoLongerAdmin)
    return admins
  }

  return {
    async list(filters: EmployeeFilters, query: PageQuery): Promise<Page<EmployeeRow>> {
      const { rows, total } = await repository.listEmployees(db, filters, {
        page: query.page,
        size: query.size,
        sort: parseSort(query.sort, employeeSortFields, { field: 'fullName', direction: 'asc' }),
      })
      return toPage(rows.map(toEmployeeRow), total, query)
    },

    /** A phone of a deleted employee brings them back, as an ordinary employee with the new name. */
    async create(actorId: number, body: NewEmployee): Promise<EmployeeRow> {
      const values = { ...body, patronymic: body.patronymic || null }
      try {
        return await db.transaction(async (tx) => {
          const existing = await repository.findEmployeeByPhone(tx, body.phone)
          if (existing && !existing.deletedAt) throw new Conflict(employeeMessages.phoneTaken)
          const created = existing
            ? await repository.updateEmployeeRow(tx, existing.id, {
                ...values,
                isAdmin: false,
                deletedAt: null,
                createdAt: clock(),
              })
            : await repository.insertEmployee(tx, { ...values, createdAt: clock() })
          await journal(tx, actorId, 'created', created.id, existing, created)
          return toEmployeeRow(created)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(employeeMessages.phoneTaken)
        throw error
      }
    },

    async delete(actorId: number, id: number): Promise<void> {
      if (id === actorId) throw new Forbidden(employeeMessages.deleteSelf)
      await db.transaction(async (tx) => {
        const admins = await lockAdminsAsAdmin(tx, actorId)
        const target = admins.find((admin) => admin.id === id) ?? (await lockedTarget(tx, id))
        const now = clock()
        const deleted = await repository.updateEmployeeRow(tx, id, { deletedAt: now, isAdmin: false })
        await repository.revokeEmployeeSessions(tx, id, now)
        await journal(tx, actorId, 'deleted', id, target, deleted)
      })
    },

    async assignAdmin(actorId: number, id: number): Promise<EmployeeRow> {
      return db.transaction(async (tx) => {
        const target = await lockedTarget(tx, id)
        if (target.isAdmin) throw new Conflict(employeeMessages.alreadyAdmin)
        const updated = await repository.updateEmployeeRow(tx, id, { isAdmin: true })
        await journal(tx, actorId, 'admin-assigned', id, target, updated)
        return toEmployeeRow(updated)
      })
    },

    async revokeAdmin(actorId: number, id: number): Promise<EmployeeRow> {
      if (id === actorId) throw new Forbidden(employeeMessages.revokeSelf)
      return db.transaction(async (tx) => {
        const admins = await lockAdminsAsAdmin(tx, actorId)
        const target = admins.find((admin) => admin.id === id)
        if (!target) {
          await lockedTarget(tx, id)
          throw new Conflict(employeeMessages.notAdmin)
        }
        const updated = await repository.updateEmployeeRow(tx, id, { isAdmin: false })
        await journal(tx, actorId, 'admin-revoked', id, target, updated)
        return toEmployeeRow(updated)
      })
    },
  }
}
