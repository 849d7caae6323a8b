import { expect } from 'vitest'
import { sql } from 'drizzle-orm'
import type { TestApp } from './app.ts'
import { multipart } from './multipart.ts'
import type { ApiOperation } from './openapi.ts'
import type { DemoAccount } from './sign-in.ts'
import { rowsOf } from './sql.ts'

/** How many rows each table holds: hostile input must change none of them. */
export async function hostileRowCounts(test: TestApp): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    test.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await rowsOf<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    )
    counts[name] = row!.count
  }
  return counts
}

/** A caller the operation admits, so the input reaches validation rather than the access check. */
function callerFor(operation: ApiOperation, tokens: Map<DemoAccount, string>): Record<string, string> {
  const roles = operation.roles
  if (roles.length === 0) return {}
  const account: DemoAccount = roles.includes('ADMIN')
    ? 'admin'
    : roles.includes('EMPLOYEE')
      ? 'employee'
      : roles.includes('SELF_EMPLOYED') || roles.includes('SIGNED_IN')
        ? 'worker'
        : roles.includes('NOT_CONFIRMED_SELF_EMPLOYED')
          ? 'notConfirmedWorker'
          : 'blockedWorker'
  return { authorization: `Bearer ${tokens.get(account)}` }
}

const urlOf = (operation: ApiOperation, query = '') => operation.path.replace(/\{[^}]+\}/g, '1') + query

export async function sendHostile(
  test: TestApp,
  tokens: Map<DemoAccount, string>,
  operation: ApiOperation,
  payload: string | Buffer | undefined,
  contentType = 'application/json',
  query = '',
) {
  return test.app.inject({
    method: operation.method as 'POST',
    url: urlOf(operation, query),
    headers: {
      ...callerFor(operation, tokens),
      ...(payload === undefined ? {} : { 'content-type': contentType }),
    },
    ...(payload === undefined ? {} : { payload }),
  })
}

type Answer = { statusCode: number; body: string }

/** A refusal: a 4xx whose message a Russian-speaking user can read. */
export function expectRefused(answer: Answer, where: string) {
  expect(answer.statusCode, `${where} → ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(answer.statusCode, `${where} → ${answer.body.slice(0, 300)}`).toBeLessThan(500)
  const body = JSON.parse(answer.body) as { message?: unknown }
  expect(body.message, where).toMatch(/[А-Яа-яЁё]/)
}

/** Multipart bodies of an upload with a hostile id (past the integers, a NUL, not a number) or file name. */
export function hostileUploadForms(operation: ApiOperation) {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF')
  const idField = operation.path.includes('tax-receipt') ? 'orderId' : 'id'
  const fileField = operation.path.includes('tax-receipt') ? 'taxReceiptFile' : 'file'
  const file = (fileName: string) => ({
    field: fileField,
    name: fileName,
    type: 'application/pdf',
    bytes: pdf,
  })
  const ids = [
    String(2 ** 31),
    String(Number.MAX_SAFE_INTEGER),
    '1e15',
    '1\u0000',
    '\u0000',
    '-1',
    '1.5',
    'один',
  ]
  return [
    ...ids.map((id) => multipart({ [idField]: id }, file('акт.pdf'))),
    multipart({ [idField]: '1' }, file('акт\u0000.pdf')),
  ]
}
