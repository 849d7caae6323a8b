import { and, count, desc, eq } from 'drizzle-orm'
import type { Page } from '../../src/contract/common/paging.ts'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { cities, citizenships, funds, journal, services, shops } from '../../src/server/db/schema/index.ts'
import { createTestApp, get, type Json, type TestApp } from './app.ts'
import { callApi } from './api.ts'
import { signIn } from './sign-in.ts'

/** A fresh app with the demo admin, employee and worker signed in, for the dictionaries' tests. */
export async function openDictionaryTestApp() {
  const test = await createTestApp()
  const admin = (await signIn(test, 'admin')).accessToken
  const employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const adminId = ((await get(test.app, '/api/employee/me', admin)).body as { id: number }).id
  return { test, admin, employee, worker, adminId }
}

export async function remove(test: TestApp, url: string, id: number, token: string) {
  const response = await test.app.inject({
    method: 'DELETE',
    url,
    payload: { id },
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : {} }
}

export async function upload(
  test: TestApp,
  fields: Record<string, string>,
  bytes: Buffer,
  token: string,
  name = 'Оферта.pdf',
) {
  return callApi(test.app, calls.uploadContractOffer, {
    token,
    upload: { fields, file: { field: 'file', name, type: 'application/pdf', bytes } },
  })
}

/** The latest journal row of an entity's row. */
export async function lastJournal(test: TestApp, entity: string, id: number) {
  const [row] = await test.db
    .select()
    .from(journal)
    .where(and(eq(journal.entity, entity), eq(journal.entityId, String(id))))
    .orderBy(desc(journal.id))
    .limit(1)
  return row
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
export const fields = (body: Json) => body.fields as Record<string, string>
export const total = async (
  test: TestApp,
  table: typeof cities | typeof citizenships | typeof funds | typeof services | typeof shops,
) => (await test.db.select({ n: count() }).from(table))[0]!.n

/** A list call without paging answers the whole list. */
export function listOf<Row>(answer: Row[] | Page<Row> | null): Row[] {
  if (!Array.isArray(answer)) throw new Error('Ожидался весь список')
  return answer
}

/** With paging or a search in the query, a list call answers one page. */
export function pageOf<Row>(answer: Row[] | Page<Row> | null): Page<Row> {
  if (answer === null || Array.isArray(answer)) throw new Error('Ожидалась страница')
  return answer
}
