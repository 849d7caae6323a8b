import type { Settings } from '#contract/settings/settings.ts'
import type { ChangeFeed } from '../db/changes.ts'
import type { Database } from '../db/client.ts'
import { readSettings } from './settings.repository.ts'

export type SettingsCache = ReturnType<typeof createSettingsCache>

/**
 * The settings, read once and held until a change of them is heard from any instance (decision 024). Checks
 * that must see the settings of their own transaction read them there instead.
 */
export function createSettingsCache(deps: { db: Database; changes: ChangeFeed }) {
  const { db, changes } = deps
  let held: Readonly<Settings> | null = null
  changes.subscribe((heard) => {
    if (heard === 'all' || heard.of === 'settings') held = null
  })
  return {
    async read(): Promise<Readonly<Settings>> {
      if (held) return held
      const mark = changes.epoch
      const settings = Object.freeze(await readSettings(db))
      if (changes.live && changes.epoch === mark) held = settings
      return settings
    },
  }
}
