import { eq } from 'drizzle-orm'
import { companyAnswerSchema, noCompany, type Company } from '#contract/settings/company.ts'
import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

/** The company is kept beside the administration's settings, under its own key. */
const companyKey = 'company'

/** The company that pays the workers, read by the settings page and the receipts' checks. */
export async function readCompany(db: Executor): Promise<Company> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, companyKey))
  const parsed = companyAnswerSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : noCompany
}

export async function writeCompany(db: Executor, company: Company, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key: companyKey, value: company, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: company, updatedAt: at } })
}
