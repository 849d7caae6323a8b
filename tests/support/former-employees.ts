import { eq } from 'drizzle-orm'
import { formerEmployeeEndpoints as calls } from '../../src/contract/former-employees/endpoints.ts'
import { workers } from '../../src/server/db/schema/index.ts'
import { callApi } from './api.ts'
import { createTestApp, type TestApp } from './app.ts'
import { demoPhones, signIn } from './sign-in.ts'

/** The app of the former-employer check's tests (decision 100), with its callers and the demo worker Иванов. */
export type FormerEmployeesApp = {
  test: TestApp
  admin: string
  staff: string
  workerToken: string
  ivanov: { id: number; inn: string }
}

export async function openFormerEmployeesApp(): Promise<FormerEmployeesApp> {
  const test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  const [row] = await test.db.select().from(workers).where(eq(workers.phone, demoPhones.worker))
  return {
    test,
    admin: (await signIn(test, 'admin')).accessToken,
    staff: (await signIn(test, 'employee')).accessToken,
    workerToken: (await signIn(test, 'worker')).accessToken,
    ivanov: { id: row!.id, inn: row!.inn },
  }
}

/** A .csv of the list: the header, then the lines given. */
export const csv = (lines: string[]) =>
  Buffer.from(['ИНН;ФИО;Дата увольнения', ...lines].join('\r\n'), 'utf8')

export const uploadList = (test: TestApp, token: string, bytes: Buffer, name = 'list.csv') =>
  callApi(test.app, calls.import, {
    token,
    upload: { fields: {}, file: { field: 'file', name, type: 'text/csv', bytes } },
  })

/** `YYYY-MM-DD` moved by whole years and days. */
export function shifted(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10)
}

/** `YYYY-MM-DD` as the file writes it, `DD.MM.YYYY`. */
export const dotted = (date: string) => date.split('-').reverse().join('.')
