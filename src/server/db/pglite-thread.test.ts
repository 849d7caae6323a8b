import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { date, integer, interval, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { migrationsFolder, newestMigration } from './migrations-folder.ts'
import { PGliteForDrizzle } from './pglite-client.ts'
import { PGliteThread } from './pglite-thread.ts'

const typed = pgTable('typed', {
  id: integer('id').primaryKey(),
  name: text('name').unique('typed_name_unique'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  day: date('day'),
  span: interval('span'),
  amounts: numeric('amounts').array(),
  photo: text('photo'),
})

const createTyped = [
  `create table typed (id int primary key, name text constraint typed_name_unique unique,
  at timestamptz, day date, span interval, amounts numeric[], photo text)`,
  `insert into typed values (1, 'первый', '2026-11-27 10:15:30.123+03', '2026-11-27', '1 day 02:03:04',
  '{1.50,2000.00}', null), (2, null, null, null, null, null, null)`,
]

let inProcess: PGliteForDrizzle
let thread: PGliteThread
const onThread = () => drizzle(thread as unknown as PGlite)
beforeAll(async () => {
  ;[inProcess, thread] = await Promise.all([PGliteForDrizzle.open(), PGliteThread.open()])
  for (const statement of createTyped) {
    await inProcess.query(statement)
    await onThread().execute(sql.raw(statement))
  }
})
afterAll(async () => {
  await inProcess.close()
  await thread.close()
})

describe('PGlite on a thread of its own (decision 055)', () => {
  it('gives drizzle the rows PGlite in the process gives, typed and raw, in and out of transactions', async () => {
    const read = async (db: ReturnType<typeof onThread>) => ({
      typed: await db.select().from(typed).orderBy(typed.id),
      raw: (await db.execute(sql`select * from typed order by id`)).rows,
      inTransaction: await db.transaction((tx) => tx.select().from(typed).orderBy(typed.id)),
    })
    const expected = await read(drizzle(inProcess))
    expect(expected.typed[0]!.at).toEqual(new Date('2026-11-27T07:15:30.123Z'))
    expect(await read(onThread())).toEqual(expected)
  })

  it("answers a named statement's rows and parses it once", async () => {
    const text = 'select id, amounts from typed where id = $1'
    for (const id of [1, 2, 1])
      expect((await thread.queryNamed('typed_by_id', text, [id], { rowMode: 'array' })).rows).toEqual(
        (await inProcess.query(text, [id], { rowMode: 'array' })).rows,
      )
    const { rows } = await thread.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name = 'typed_by_id'",
    )
    expect(rows).toEqual([{ n: 1 }])
  })

  it("keeps PostgreSQL's error fields: the services tell a duplicate by its code and constraint", async () => {
    const db = onThread()
    const failure = await db
      .insert(typed)
      .values({ id: 3, name: 'первый' })
      .then(
        () => undefined,
        (error: unknown) => error as { cause?: { code?: string; constraint?: string; message?: string } },
      )
    expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'typed_name_unique' })
    expect(failure?.cause?.message).toMatch(/typed_name_unique/)
    expect(await db.select().from(typed)).toHaveLength(2)
  })

  it('commits a transaction that returns, rolls back one that throws, and a savepoint inside one', async () => {
    const db = onThread()
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(typed).values({ id: 10, name: 'откатится' })
        throw new Error('передумали')
      }),
    ).rejects.toThrow('передумали')
    await db.transaction(async (tx) => {
      await tx.insert(typed).values({ id: 11, name: 'останется' })
      await tx
        .transaction(async (inner) => {
          await inner.insert(typed).values({ id: 12, name: 'до точки сохранения' })
          inner.rollback()
        })
        .catch(() => {})
    })
    const ids = (await db.select({ id: typed.id }).from(typed).orderBy(typed.id)).map((row) => row.id)
    expect(ids).toEqual([1, 2, 11])
    await db.delete(typed).where(sql`${typed.id} > 2`)
  })

  it('runs a statement sent during a transaction after it ends, not inside it', async () => {
    const db = onThread()
    let counted: Promise<{ n: number }[]> | undefined
    await db.transaction(async (tx) => {
      await tx.insert(typed).values({ id: 20, name: 'временный' })
      counted = db.select({ n: sql<number>`count(*)::int` }).from(typed)
      await new Promise((resolve) => setTimeout(resolve, 20))
      await tx.delete(typed).where(sql`${typed.id} = 20`)
    })
    expect(await counted).toEqual([{ n: 2 }])
  })

  it("leaves the server's thread free while a statement runs", async () => {
    const order: string[] = []
    const statement = thread.query('select pg_sleep(0.4)').then(() => order.push('statement'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    order.push('timer')
    await statement
    expect(order).toEqual(['timer', 'statement'])
  })

  it('passes notifications on until the listener stops', async () => {
    const heard: string[] = []
    const stop = await thread.listen('thread_news', (payload) => heard.push(payload))
    await thread.query("select pg_notify('thread_news', 'первая')")
    await expect.poll(() => heard).toEqual(['первая'])
    await stop()
    await thread.query("select pg_notify('thread_news', 'вторая')")
    await thread.query('select 1')
    expect(heard).toEqual(['первая'])
  })

  it('answers nothing once closed, and fails to open when the folder cannot hold a database', async () => {
    const another = await PGliteThread.open()
    expect((await another.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
    await another.close()
    await expect(another.query('select 1')).rejects.toThrow('PGlite is closed')
    const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'))
    try {
      writeFileSync(join(folder, 'file'), 'не папка')
      const notOpened = PGliteThread.start({ dataDir: join(folder, 'file'), migrationsFolder })
      // Sent before the thread knew: it fails as the opening did.
      const sentAtOnce = notOpened.query('select 1')
      const why = `PGlite could not open ${join(folder, 'file')}: ErrnoError`
      await expect(notOpened.opened).rejects.toThrow(why)
      await expect(sentAtOnce).rejects.toThrow(why)
      await expect(notOpened.query('select 1')).rejects.toThrow(why)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('runs the migrations before the statements sent while it opens (decision 056)', async () => {
    const started = PGliteThread.start({ migrationsFolder })
    try {
      const [applied, cities] = await Promise.all([
        started.query<{ newest: string }>(
          'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
        ),
        started.query<{ n: number }>('select count(*)::int as n from cities'),
      ])
      expect(Number(applied.rows[0]!.newest)).toBe(newestMigration())
      expect(cities.rows).toEqual([{ n: 0 }])
    } finally {
      await started.close()
    }
  })

  it('brings a folder that lacks the newest migration up to it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'))
    const olderMigrations = join(folder, 'migrations')
    cpSync(migrationsFolder, olderMigrations, { recursive: true })
    const journalFile = join(olderMigrations, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] }
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }))
    const appliedIn = async (migrations: string) => {
      const started = PGliteThread.start({ dataDir: join(folder, 'data'), migrationsFolder: migrations })
      try {
        const { rows } = await started.query<{ n: number; newest: string }>(
          'select count(*)::int as n, max(created_at)::text as newest from drizzle.__drizzle_migrations',
        )
        return { n: rows[0]!.n, newest: Number(rows[0]!.newest) }
      } finally {
        await started.close()
      }
    }
    try {
      const older = await appliedIn(olderMigrations)
      expect(older).toEqual({ n: journal.entries.length - 1, newest: newestMigration(olderMigrations) })
      const all = { n: journal.entries.length, newest: newestMigration() }
      expect(await appliedIn(migrationsFolder)).toEqual(all)
      expect(await appliedIn(migrationsFolder)).toEqual(all)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('says a migration failed, not the opening, and leaves the folder as it was', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'))
    const dataDir = join(folder, 'data')
    const brokenMigrations = join(folder, 'migrations')
    cpSync(migrationsFolder, brokenMigrations, { recursive: true })
    const journalFile = join(brokenMigrations, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[]
    }
    const newest = journal.entries.at(-1)!
    const broken = { ...newest, idx: newest.idx + 1, when: newest.when + 1, tag: '9999_broken' }
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: [...journal.entries, broken] }))
    writeFileSync(join(brokenMigrations, `${broken.tag}.sql`), 'select * from no_such_table;')
    const migrationsIn = async (migrations: string) => {
      const started = PGliteThread.start({ dataDir, migrationsFolder: migrations })
      try {
        const { rows } = await started.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )
        return rows[0]!.n
      } finally {
        await started.close()
      }
    }
    try {
      expect(await migrationsIn(migrationsFolder)).toBe(journal.entries.length)
      const notMigrated = PGliteThread.start({ dataDir, migrationsFolder: brokenMigrations })
      const sentAtOnce = notMigrated.query('select 1')
      const why = `PGlite could not migrate ${dataDir}: relation "no_such_table" does not exist`
      await expect(notMigrated.opened).rejects.toThrow(why)
      await expect(sentAtOnce).rejects.toThrow(why)
      expect(await migrationsIn(migrationsFolder)).toBe(journal.entries.length)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('does not hold the process open while nothing waits for the database', async () => {
    const script = `import { PGliteThread } from ${JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).pathname)}
const thread = await PGliteThread.open()
console.log((await thread.query('select 41 + 1 as answer')).rows[0].answer)`
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        timeout: 60_000,
      },
    )
    expect(stdout.trim()).toBe('42')
  })
})
