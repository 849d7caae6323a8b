import { eq } from 'drizzle-orm'
import { barredUntil } from '#contract/former-employees/two-years.ts'
import type { Executor } from '../../db/client.ts'
import { employmentDeclarations, formerEmployees, workers } from '../../db/schema/index.ts'
import { businessDate } from '../../kernel/local-day.ts'

/** The worker's own answer, null before they gave one. */
export async function findDeclaration(db: Executor, workerId: number) {
  const [row] = await db
    .select({ worked: employmentDeclarations.worked, until: employmentDeclarations.until })
    .from(employmentDeclarations)
    .where(eq(employmentDeclarations.workerId, workerId))
  return row ?? null
}

/** Keeps the worker's answer, replacing an earlier one. */
export async function saveDeclaration(
  db: Executor,
  workerId: number,
  declaration: { worked: boolean; until: string | null },
  at: Date,
): Promise<void> {
  const values = { ...declaration, declaredAt: at }
  await db
    .insert(employmentDeclarations)
    .values({ workerId, ...values })
    .onConflictDoUpdate({ target: employmentDeclarations.workerId, set: values })
}

/** The company list's dismissal date for the worker's INN, if the INN is on it. */
async function listedDismissal(db: Executor, workerId: number): Promise<string | null> {
  const [row] = await db
    .select({ dismissedOn: formerEmployees.dismissedOn })
    .from(workers)
    .innerJoin(formerEmployees, eq(formerEmployees.inn, workers.inn))
    .where(eq(workers.id, workerId))
  return row?.dismissedOn ?? null
}

/**
 * The day from which the worker may be assigned and paid, when an employment with the company ended less than
 * two years before `now`'s Moscow day, by the company's list (matched by INN) or by the worker's own answer;
 * null when nothing bars them (422-ФЗ, art. 6 part 2 item 8; decision 100).
 */
export async function formerEmployerBar(db: Executor, workerId: number, now: Date): Promise<string | null> {
  const declaration = await findDeclaration(db, workerId)
  const declared = declaration?.worked ? declaration.until : null
  return barredUntil([await listedDismissal(db, workerId), declared], businessDate(now))
}
