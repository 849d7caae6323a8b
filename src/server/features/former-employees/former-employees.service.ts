import {
  formerEmployeeMessages as says,
  type FormerEmployee,
} from '#contract/former-employees/former-employees.ts'
import type {
  EmploymentDeclaration,
  MyFormerEmployment,
} from '#contract/former-employees/former-employees.ts'
import { mayWorkFrom } from '#contract/former-employees/two-years.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, ServiceError } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import {
  findDeclaration,
  formerEmployerBar,
  saveDeclaration,
} from '../../shared/former-employment/former-employment.repository.ts'
import { listFormerEmployees, upsertFormerEmployees } from './former-employees.repository.ts'
import { readListFile, type ListedEmployee } from './list-file.ts'

export type FormerEmployeesService = ReturnType<typeof createFormerEmployeesService>

/** One row per INN: a person dismissed twice in the file counts by the later dismissal. */
function latestPerInn(employees: readonly ListedEmployee[]): ListedEmployee[] {
  const byInn = new Map<string, ListedEmployee>()
  for (const one of employees) {
    const known = byInn.get(one.inn)
    if (!known || known.dismissedOn < one.dismissedOn) byInn.set(one.inn, one)
  }
  return [...byInn.values()]
}

/**
 * The former-employer check's own calls (decision 100): admins import and read the company's list; a worker
 * gives and reads their own answer. Assignment and payment refuse through the shared `formerEmployerBar`.
 */
export function createFormerEmployeesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function mine(workerId: number): Promise<MyFormerEmployment> {
    return {
      declaration: await findDeclaration(db, workerId),
      mayWorkFrom: await formerEmployerBar(db, workerId, clock()),
    }
  }

  return {
    /** All or nothing: a file with any wrong row stores nothing and names every wrong row. */
    async import(employeeId: number, bytes: Uint8Array): Promise<{ imported: number }> {
      const now = clock()
      const file = readListFile(bytes, businessDate(now))
      if ('problem' in file) throw new BadInput(file.problem, { file: file.problem })
      if (file.rejected.length > 0) {
        const message = says.rejected(file.rejected.length)
        throw new ServiceError(400, message, file.rejected, { file: message })
      }
      const employees = latestPerInn(file.employees)
      await db.transaction(async (tx) => {
        await upsertFormerEmployees(tx, employees, now, employeeId)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'former-employees.imported',
          entity: 'former-employees',
          entityId: null,
          details: { rows: employees.length },
        })
      })
      return { imported: employees.length }
    },

    async list(): Promise<FormerEmployee[]> {
      return (await listFormerEmployees(db)).map((row) => ({
        inn: row.inn,
        fullName: row.fullName,
        dismissedOn: row.dismissedOn,
        mayWorkFrom: mayWorkFrom(row.dismissedOn),
        importedAt: row.importedAt.toISOString(),
      }))
    },

    mine,

    async declare(workerId: number, declaration: EmploymentDeclaration): Promise<MyFormerEmployment> {
      const now = clock()
      if (declaration.until && declaration.until > businessDate(now))
        throw new BadInput(says.declarationFuture, { until: says.declarationFuture })
      await db.transaction(async (tx) => {
        await saveDeclaration(tx, workerId, declaration, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'worker.employment-declared',
          entity: 'worker',
          entityId: workerId,
          details: declaration,
        })
      })
      return mine(workerId)
    },
  }
}
