import type { Executor } from './client.ts'

/** A query PostgreSQL can prepare: drizzle's builders with placeholders for the values that vary. */
type Preparable = { prepare(name: string): unknown }

/**
 * Statements prepared once per shape and database handle. A query whose conditions vary (a filter) is built
 * with placeholders for each shape it takes (which conditions, which sort), prepared under a name of its own and
 * run again with new values: PostgreSQL parses and plans a named statement once per connection, and the server
 * builds its SQL once. The shapes are the code's own combinations of conditions, so they are few.
 */
export function preparedByShape(prefix: string) {
  const byDatabase = new WeakMap<Executor, Map<string, unknown>>()
  return <Query extends Preparable>(db: Executor, shape: string, build: () => Query) => {
    let statements = byDatabase.get(db)
    if (!statements) byDatabase.set(db, (statements = new Map()))
    let statement = statements.get(shape)
    if (!statement) {
      statement = build().prepare(`${prefix}_${statements.size + 1}`)
      statements.set(shape, statement)
    }
    return statement as ReturnType<Query['prepare']>
  }
}
