import {
  settingSchemas,
  settingsDefaults,
  type SettingKey,
  type Settings,
} from '#contract/settings/settings.ts'
import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

export async function readSettings(db: Executor): Promise<Settings> {
  const rows = await db.select().from(settings)
  const stored = new Map(rows.map((row) => [row.key, row.value]))
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(settingsDefaults) as SettingKey[]) {
    const parsed = settingSchemas[key].safeParse(stored.get(key))
    result[key] = parsed.success ? parsed.data : settingsDefaults[key]
  }
  return result as Settings
}

export async function writeSetting<K extends SettingKey>(
  db: Executor,
  key: K,
  value: Settings[K],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
}
