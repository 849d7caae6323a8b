import { noSupportContacts, supportContactsSchema, type SupportContacts } from '#contract/settings/support.ts'
import type { Executor } from '../../db/client.ts'
import { readSettingsDocument, writeSettingsDocument } from '../../kernel/settings.repository.ts'

/** The support contacts are kept beside the administration's settings, under their own key. */
const supportKey = 'support'

export function readSupportContacts(db: Executor): Promise<SupportContacts> {
  return readSettingsDocument(db, supportKey, supportContactsSchema, noSupportContacts)
}

export function writeSupportContacts(db: Executor, contacts: SupportContacts, at: Date): Promise<void> {
  return writeSettingsDocument(db, supportKey, contacts, at)
}
