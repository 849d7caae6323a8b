import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { journal } from '../../src/server/db/schema/index.ts'
import { preparedStatement } from '../../src/server/db/prepared.ts'
import { recordJournal } from '../../src/server/kernel/journal.repository.ts'
import { createTestApp, type TestApp } from '../support/app.ts'

/**
 * Decision 048: a statement prepared once runs on the executor of each call, the database or a transaction's own
 * connection, so a transaction's statements see its own uncommitted rows and go with its rollback.
 */
let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ seed: false })
})
afterAll(() => test.close())

const entriesOf = preparedStatement('test_journal_entries_of', (db) =>
  db
    .select({
      id: journal.id,
      details: journal.details,
      actorId: journal.actorId,
      entityId: journal.entityId,
    })
    .from(journal)
    .where(eq(journal.entity, sql.placeholder('entity'))),
)

const entry = (entity: string) => ({
  at: new Date(),
  actorKind: 'system' as const,
  action: 'test.prepared',
  entity,
})

class RolledBack extends Error {}

describe('statements prepared once per process', () => {
  it('run in a transaction on its connection: they see its rows, and its rollback takes them away', async () => {
    // Both statements are first built on the database, as a process's first call may build them anywhere.
    await recordJournal(test.db, entry('prepared-first'))
    expect(await entriesOf(test.db).execute({ entity: 'prepared-first' })).toHaveLength(1)
    let seenInside: unknown[] = []
    await expect(
      test.db.transaction(async (tx) => {
        await recordJournal(tx, entry('prepared-rollback'))
        seenInside = await entriesOf(tx).execute({ entity: 'prepared-rollback' })
        throw new RolledBack()
      }),
    ).rejects.toBeInstanceOf(RolledBack)
    expect(seenInside).toHaveLength(1)
    expect(await entriesOf(test.db).execute({ entity: 'prepared-rollback' })).toEqual([])
  })

  it('run on the database outside transactions, and see what a transaction committed', async () => {
    await test.db.transaction((tx) => recordJournal(tx, entry('prepared-commit')))
    expect(await entriesOf(test.db).execute({ entity: 'prepared-commit' })).toHaveLength(1)
  })

  it('keep a value that is not given as NULL, not as what a column’s encoder makes of null', async () => {
    await recordJournal(test.db, entry('prepared-nulls'))
    await recordJournal(test.db, {
      ...entry('prepared-values'),
      actorId: 7,
      entityId: 12,
      details: { a: [1] },
    })
    const nulls = await test.db
      .select({ id: journal.id })
      .from(journal)
      .where(
        and(
          eq(journal.entity, 'prepared-nulls'),
          sql`${journal.details} is null and ${journal.actorId} is null and ${journal.entityId} is null`,
        ),
      )
    expect(nulls).toHaveLength(1)
    expect(await entriesOf(test.db).execute({ entity: 'prepared-values' })).toEqual([
      { id: expect.any(Number), details: { a: [1] }, actorId: 7, entityId: '12' },
    ])
  })

  it('refuse a second statement under a name already taken', () => {
    expect(() => preparedStatement('test_journal_entries_of', (db) => db.select().from(journal))).toThrow(
      /test_journal_entries_of/,
    )
  })
})
