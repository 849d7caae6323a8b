import { companyAnswerSchema, noCompany, type Company } from '#contract/settings/company.ts'
import type { Executor } from '../../db/client.ts'
import { readSettingsDocument, writeSettingsDocument } from '../../kernel/settings.repository.ts'

/** The company is kept beside the administration's settings, under its own key. */
const companyKey = 'company'

/** The company that pays the workers, read by the settings page and the receipts' checks. */
export function readCompany(db: Executor): Promise<Company> {
  return readSettingsDocument(db, companyKey, companyAnswerSchema, noCompany)
}

export function writeCompany(db: Executor, company: Company, at: Date): Promise<void> {
  return writeSettingsDocument(db, companyKey, company, at)
}
