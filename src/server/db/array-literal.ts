/**
 * Values as one PostgreSQL array literal, each quoted (`{"NEW","DONE"}`, `{"1","2"}`), cast in the statement to the
 * array's type: node-postgres and PGlite do not agree on how to send a JavaScript array.
 */
export const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((value) => `"${value}"`).join(',')}}`
