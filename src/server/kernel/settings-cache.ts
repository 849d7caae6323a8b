import type { Settings } from '#contract/settings/settings.ts'
import { cacheBackstopMs, type ChangeFeed } from '../db/changes.ts'

export type SettingsCache = ReturnType<typeof createSettingsCache>

/**
 * The settings, read once and held until a change of them is heard from any instance, and at most
 * `cacheBackstopMs` (decision 024). Checks that must see the settings of their own transaction read them there
 * instead.
 */
export function createSettingsCache(deps: {
  read: () => Promise<Settings>
  changes: Pick<ChangeFeed, 'live' | 'epoch' | 'subscribe'>
  now?: () => number
}) {
  const { changes, now = Date.now } = deps
  let held: { settings: Readonly<Settings>; until: number } | null = null
  changes.subscribe((heard) => {
    if (heard === 'all' || heard.of === 'settings') held = null
  })
  return {
    async read(): Promise<Readonly<Settings>> {
      if (held && now() < held.until) return held.settings
      const mark = changes.epoch
      const settings = Object.freeze(await deps.read())
      held = changes.live && changes.epoch === mark ? { settings, until: now() + cacheBackstopMs } : null
      return settings
    },
  }
}
