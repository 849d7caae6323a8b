import { sql, type SQL } from 'drizzle-orm'
import { arrayLiteral } from '../../db/array-literal.ts'

/**
 * `column = any(values)`: beside a join with a list sent as JSON, it tells PostgreSQL how few the values are, so it
 * looks the rows up by index rather than reading a whole table into a hash (PostgreSQL guesses 100 rows for any
 * JSON list). At 10 M orders a round's statements read millions of rows that way (issue 50, decision 127).
 */
export function anyOf(column: SQL, values: readonly (string | number)[], type: 'int' | 'date'): SQL {
  return sql`${column} = any(${arrayLiteral([...new Set(values)])}::${sql.raw(type)}[])`
}
