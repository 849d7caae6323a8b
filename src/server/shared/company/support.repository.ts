import { eq } from 'drizzle-orm'
import { noSupportContacts, supportContactsSchema, type SupportContacts } from '#contract/settings/support.ts'
import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

/** The support contacts are kept beside the administration's settings, under their own key. */
const supportKey = 'support'

export async function readSupportContacts(db: Executor): Promise<SupportContacts> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, supportKey))
  const parsed = supportContactsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : noSupportContacts
}

export async function writeSupportContacts(db: Executor, contacts: SupportContacts, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key: supportKey, value: contacts, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: contacts, updatedAt: at } })
}
