import { and, sql, type SQL } from 'drizzle-orm'

/** Values of a statement's placeholders, by name. */
type Values = Record<string, unknown>

/**
 * Conditions written with placeholders: their shape (which conditions) names the prepared statement and their
 * values fill it, so two calls with the same filters and other values run the same statement.
 */
export type Where = { shape: string; sql: SQL | undefined; values: Values }

export type Conditions = {
  add(key: string, condition: SQL): void
  /** A placeholder that takes the value when the statement runs. */
  value(name: string, value: unknown): ReturnType<typeof sql.placeholder>
}

export function whereOf(build: (conditions: Conditions) => void): Where {
  const keys: string[] = []
  const parts: SQL[] = []
  const values: Values = {}
  build({
    add(key, condition) {
      keys.push(key)
      parts.push(condition)
    },
    value(name, value) {
      values[name] = value
      return sql.placeholder(name)
    },
  })
  return { shape: keys.join(','), sql: parts.length ? and(...parts) : undefined, values }
}
