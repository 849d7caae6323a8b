import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { SortedPageRequest } from '#contract/common/paging.ts'
import type { EmployeeFilters, employeeSortFields } from '#contract/staff/employees.ts'
import { announceChange } from '../../db/changes.ts'
import type { Executor } from '../../db/client.ts'
import { employees, sessions } from '../../db/schema/index.ts'
import { containing } from '../../db/like-pattern.ts'

export type EmployeeRecord = typeof employees.$inferSelect

const employeeFullName = sql<string>`concat_ws(' ', ${employees.lastName}, ${employees.firstName}, ${employees.patronymic})`

const active = isNull(employees.deletedAt)

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search || [...search].length < 3) return undefined
  const text = containing(search)
  const digits = search.replace(/\D/g, '')
  return or(
    ilike(employeeFullName, text),
    ...(digits.length >= 3 ? [ilike(employees.phone, `%${digits}%`)] : []),
  )
}

export async function listEmployees(
  db: Executor,
  filters: EmployeeFilters,
  page: SortedPageRequest<(typeof employeeSortFields)[number]>,
) {
  const where = and(active, searchCondition(filters.search))
  const column = {
    fullName: employeeFullName,
    phone: employees.phone,
    createdAt: employees.createdAt,
  }[page.sort.field]
  const rows = await db
    .select()
    .from(employees)
    .where(where)
    .orderBy(page.sort.direction === 'asc' ? asc(column) : desc(column), asc(employees.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size)
  const [total] = await db.select({ total: count() }).from(employees).where(where)
  return { rows, total: total?.total ?? 0 }
}

export async function findEmployeeByPhone(db: Executor, phone: string): Promise<EmployeeRecord | null> {
  const [row] = await db.select().from(employees).where(eq(employees.phone, phone)).for('update')
  return row ?? null
}

export async function insertEmployee(db: Executor, values: typeof employees.$inferInsert) {
  const [row] = await db.insert(employees).values(values).returning()
  if (!row) throw new Error('employee not inserted')
  return row
}

/** The employee's row, locked until the transaction ends; deleted employees count as absent. */
export async function lockActiveEmployee(db: Executor, id: number): Promise<EmployeeRecord | null> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), active))
    .for('update')
  return row ?? null
}

/**
 * Every active admin, locked in id order (one order for everyone, so two changes cannot deadlock). A change
 * that would take the role away waits here for any other such change and then sees its outcome.
 */
export async function lockActiveAdmins(db: Executor): Promise<EmployeeRecord[]> {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.isAdmin, true), active))
    .orderBy(asc(employees.id))
    .for('update')
}

export async function updateEmployeeRow(
  db: Executor,
  id: number,
  values: Partial<typeof employees.$inferInsert>,
): Promise<EmployeeRecord> {
  const [row] = await db.update(employees).set(values).where(eq(employees.id, id)).returning()
  if (!row) throw new Error('employee not updated')
  // A deletion or a changed admin role: every instance forgets the employee's remembered sessions.
  await announceChange(db, { of: 'employee', id })
  return row
}

/** Ends every session of the employee: their refresh tokens stop working at once. */
export async function revokeEmployeeSessions(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userKind, 'employee'), eq(sessions.userId, id), isNull(sessions.revokedAt)))
  await announceChange(db, { of: 'employee', id })
}
