import {
  settingSchemas,
  settingsDefaults,
  type SettingKey,
  type Settings,
} from '#contract/settings/settings.ts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../db/changes.ts'
import type { Executor } from '../db/client.ts'
import { preparedStatement } from '../db/prepared.ts'
import { settings } from '../db/schema/index.ts'

/** Read by every order call in its transaction: prepared once (decision 048). */
const allSettings = preparedStatement('settings_all', (db) => db.select().from(settings))

export async function readSettings(db: Executor): Promise<Settings> {
  const rows = await allSettings(db).execute()
  const stored = new Map(rows.map((row) => [row.key, (row.value as { value?: unknown } | null)?.value]))
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(settingsDefaults) as SettingKey[]) {
    const parsed = settingSchemas[key].safeParse(stored.get(key))
    result[key] = parsed.success ? parsed.data : settingsDefaults[key]
  }
  return result as Settings
}

/** Values are wrapped in an object: a bare JSON string does not survive every driver's jsonb parsing. */
export async function writeSetting<K extends SettingKey>(
  db: Executor,
  key: K,
  value: Settings[K],
): Promise<void> {
  const wrapped = { value }
  await db
    .insert(settings)
    .values({ key, value: wrapped })
    .onConflictDoUpdate({ target: settings.key, set: { value: wrapped, updatedAt: new Date() } })
  await announceChange(db, { of: 'settings' })
}

/** Held for the rest of the transaction: changes of settings are made one after another. */
export async function lockSettingChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727276)`)
}

/**
 * A document kept beside the administration's settings under its own key (the company, the support contacts,
 * the payout limits): what is stored if it still reads as the schema says, else the document's default.
 */
export async function readSettingsDocument<T>(
  db: Executor,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  const parsed = schema.safeParse(row?.value)
  return parsed.success ? parsed.data : fallback
}

export async function writeSettingsDocument<T>(db: Executor, key: string, value: T, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } })
}
