import { performance } from 'node:perf_hooks'
import pg from 'pg'

/** One statement as the server's driver sent it, and how long the driver waited for its answer. */
export type TimedStatement = { sql: string; params: unknown[]; ms: number }

let recording: TimedStatement[] | null = null
let installed = false

type Query = (...args: unknown[]) => unknown

/**
 * Times every statement any pg client of this process sends (the pool's and the transactions' alike) while
 * `record` runs: the server's code runs in this process, so its statements are seen as it sends them, with
 * their values, without a server-side extension (the shared PostgreSQL has no pg_stat_statements loaded).
 */
function install() {
  if (installed) return
  installed = true
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const original = prototype.query
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const list = recording
    const config = args[0] as string | { text?: string; values?: unknown[] }
    const text = typeof config === 'string' ? config : config.text
    if (!list || text === undefined) return original.apply(this, args)
    const values = typeof config === 'string' ? undefined : config.values
    const entry: TimedStatement = {
      sql: text,
      params: [...(values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []))],
      ms: 0,
    }
    list.push(entry)
    const started = performance.now()
    const last = args.length - 1
    // The pool passes a callback; drizzle's transactions await the promise.
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...answer: unknown[]) => void
      args[last] = (...answer: unknown[]) => {
        entry.ms = performance.now() - started
        callback(...answer)
      }
      return original.apply(this, args)
    }
    return (original.apply(this, args) as Promise<unknown>).finally(() => {
      entry.ms = performance.now() - started
    })
  }
}

/** Runs `work` and answers the statements it made the driver send, with its own wall-clock time. */
export async function record(
  work: () => Promise<unknown>,
): Promise<{ ms: number; statements: TimedStatement[] }> {
  install()
  const statements: TimedStatement[] = []
  recording = statements
  const started = performance.now()
  try {
    await work()
    return { ms: performance.now() - started, statements }
  } finally {
    recording = null
  }
}

/** Statements EXPLAIN can run: not the transaction's own (BEGIN, COMMIT, savepoints) nor settings. */
const explainable = (sql: string) => /^\s*(select|with|insert|update|delete)\b/i.test(sql)

/**
 * A statement without the length of its lists of values: a catch-up's claims exclude the orders already tried in the
 * round (`id not in ($4, …)`), one more each time, and are one statement to plan, not thousands.
 */
const shapeOf = (sql: string) => sql.replace(/\(\$\d+(?:, \$\d+)*\)/g, '($…)')

/** A statement's plan, and the big tables it read whole. */
export type Plan = { sql: string; plan: string; seqScans: string[] }

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each distinct statement (the first of each shape), in a transaction rolled back (a step's UPDATE runs for
 * real under ANALYZE), on a connection of its own with a statement timeout of 2 minutes. `big` names the tables whose
 * sequential read counts as a miss.
 */
export async function explainAll(
  databaseUrl: string,
  statements: readonly TimedStatement[],
  big: ReadonlySet<string>,
): Promise<Plan[]> {
  const seen = new Set<string>()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const plans: Plan[] = []
  try {
    // A plan that takes minutes to run (a catch-up's step at 10 M) is reported as failed, not waited for.
    await client.query('set statement_timeout = 120000')
    for (const statement of statements) {
      const shape = shapeOf(statement.sql)
      if (!explainable(statement.sql) || seen.has(shape)) continue
      seen.add(shape)
      await client.query('begin')
      try {
        const { rows } = await client.query<Record<string, string>>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params,
        )
        const plan = rows.map((row) => Object.values(row)[0]).join('\n')
        const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!)
        plans.push({
          sql: statement.sql,
          plan,
          seqScans: [...new Set(scanned.filter((name) => big.has(name)))],
        })
      } catch (error) {
        plans.push({ sql: statement.sql, plan: `EXPLAIN failed: ${(error as Error).message}`, seqScans: [] })
      } finally {
        await client.query('rollback')
      }
    }
  } finally {
    await client.end()
  }
  return plans
}

/** The tables of at least `rows` rows (by the statistics): reading one of them whole is what the target forbids. */
export async function bigTables(databaseUrl: string, rows = 100_000): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ name: string }>(
      `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples >= $1`,
      [rows],
    )
    return new Set(result.rows.map((row) => row.name))
  } finally {
    await client.end()
  }
}
