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
 * run again with new values: PostgreSQL parses a named statement once per connection, and plans it once when a
 * plan made without the values is no worse than one made with them (decision 050); the server builds its SQL and
 * its mapping of the rows once. The usual shapes are few; past `maxPreparedShapes` a new one runs unnamed.
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

/** The part of drizzle's handles that runs statements: the database's pool, or a transaction's own connection. */
type Session = { client: unknown }
const sessionOf = (executor: Executor) => (executor as unknown as { session: Session }).session

const preparedNames = new Set<string>()

/**
 * A statement of fixed shape, built and prepared once per process and run on each call's executor: the database
 * or a transaction. drizzle ties a prepared statement to the connection of the handle it was prepared on, so each
 * call runs it with the executor's connection in its place. Building a statement costs drizzle 0.1–0.7 ms of
 * CPU, more than PostgreSQL takes to run most of the sign-in's (decision 048); the sign-in runs its statements in
 * transactions, where the statements of `preparedByShape` do not apply.
 *
 * The values that vary are `sql.placeholder`s, filled by `execute`. The name must be unique in the process: it is
 * the statement's name in every PostgreSQL connection.
 */
export function preparedStatement<Query extends Preparable>(name: string, build: (db: Executor) => Query) {
  if (preparedNames.has(name)) throw new Error(`Two prepared statements are named ${name}`)
  preparedNames.add(name)
  // One per driver: PGlite's and node-postgres' statements differ, and tests may open both in one process.
  const byDriver = new WeakMap<object, ReturnType<Query['prepare']>>()
  return (executor: Executor): ReturnType<Query['prepare']> => {
    const session = sessionOf(executor)
    const driver = Object.getPrototypeOf(session) as object
    let statement = byDriver.get(driver)
    if (!statement) {
      statement = withCompiledRows(build(executor).prepare(name)) as ReturnType<Query['prepare']>
      byDriver.set(driver, statement)
    }
    return Object.create(statement as object, { client: { value: session.client } })
  }
}
