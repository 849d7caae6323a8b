import { spawn } from 'node:child_process'
import { once } from 'node:events'
import pg from 'pg'

/** One table's rows as COPY's text format lines, made as they are sent. */
export type CopyTable = { table: string; columns: readonly string[]; rows: Iterable<readonly CopyValue[]> }
export type CopyValue = string | number | boolean | null | Date

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')

function field(value: CopyValue): string {
  if (value === null) return '\\N'
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 't' : 'f'
  return typeof value === 'number' ? String(value) : escapeText(value)
}

/**
 * Streams a table's rows into the database with `COPY … FROM STDIN` through psql (the driver has no COPY of
 * its own): lines are made and sent in batches, so memory stays flat at ten million rows. Answers the row count.
 */
export async function copyRows(databaseUrl: string, data: CopyTable): Promise<number> {
  const command = `\\copy ${data.table} (${data.columns.join(', ')}) from pstdin`
  const psql = spawn('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], {
    stdio: ['pipe', 'inherit', 'pipe'],
  })
  let errors = ''
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = once(psql, 'exit')
  let batch = ''
  let count = 0
  for (const row of data.rows) {
    batch += row.map(field).join('\t') + '\n'
    count += 1
    if (batch.length > 1 << 20) {
      if (!psql.stdin.write(batch)) await once(psql.stdin, 'drain')
      batch = ''
    }
  }
  psql.stdin.end(batch)
  const [code] = (await exited) as [number | null]
  if (code !== 0) throw new Error(`COPY into ${data.table} failed: ${errors.trim()}`)
  return count
}

/**
 * Runs `load` with the tables' secondary indexes dropped and foreign keys not checked, then builds the indexes
 * again from their own definitions: building an index over ten million rows at once is many times faster than
 * keeping it up to date row by row, and the generator's rows are consistent by construction.
 */
export async function withIndexesRebuilt(
  databaseUrl: string,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename = any($1::text[])
          and indexname not in (select conname from pg_constraint)`,
      [tables],
    )
    for (const index of rows) await client.query(`drop index "${index.name}"`)
    await client.query(
      `alter database ${new URL(databaseUrl).pathname.slice(1)} set session_replication_role = replica`,
    )
    try {
      await load()
    } finally {
      await client.query(
        `alter database ${new URL(databaseUrl).pathname.slice(1)} reset session_replication_role`,
      )
    }
    await client.query(`set maintenance_work_mem = '1GB'`)
    for (const index of rows) await client.query(index.definition)
  } finally {
    await client.end()
  }
}
