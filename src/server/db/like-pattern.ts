/**
 * A pattern of `like`/`ilike` that matches any text containing `text`: its `%`, `_` and backslashes taken literally
 * (PostgreSQL's default escape character is the backslash).
 */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`
