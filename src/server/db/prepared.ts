import type { Executor } from './client.ts'
import { withCompiledRows } from './row-mapper.ts'

/** A query PostgreSQL can prepare: drizzle's builders with placeholders for the values that vary. */
type Preparable = { prepare(name: string): unknown }

/**
 * Named statements per kind and connection: each holds memory in every PostgreSQL connection for the server's
 * life. The staff filter alone can take thousands of shapes, so past this many the rare ones run unnamed
 * (built and planned on each call) rather than let any staff user grow every connection without end.
 */
export const maxPreparedShapes = 64

/**
 * Statements prepared once per shape and database handle. A query whose conditions vary (a filter) is built
 * with placeholders for each shape it takes (which conditions, which sort), prepared under a name of its own and
 * run again with new values: PostgreSQL parses and plans a named statement once per connection, and the server
 * builds its SQL and its mapping of the rows once. The usual shapes are few; past `maxPreparedShapes` a new one
 * runs unnamed.
 */
export function preparedByShape(prefix: string) {
  const byDatabase = new WeakMap<Executor, Map<string, unknown>>()
  return <Query extends Preparable>(db: Executor, shape: string, build: () => Query) => {
    let statements = byDatabase.get(db)
    if (!statements) byDatabase.set(db, (statements = new Map()))
    let statement = statements.get(shape)
    // An empty name makes an unnamed statement, which the driver neither keeps nor asks PostgreSQL to keep.
    if (!statement && statements.size >= maxPreparedShapes)
      return build().prepare('') as ReturnType<Query['prepare']>
    if (!statement) {
      statement = withCompiledRows(build().prepare(`${prefix}_${statements.size + 1}`))
      statements.set(shape, statement)
    }
    return statement as ReturnType<Query['prepare']>
  }
}
