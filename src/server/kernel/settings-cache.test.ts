import { describe, expect, it } from 'vitest'
import { settingsDefaults } from '#contract/settings/setting-keys.ts'
import type { Settings } from '#contract/settings/settings.ts'
import { cacheBackstopMs, type Heard } from '../db/changes.ts'
import { createSettingsCache } from './settings-cache.ts'

/** The settings row as the database holds it, changed by hand (no change announced) when the test says. */
function settingsRow() {
  let row: Settings = { ...settingsDefaults }
  let reads = 0
  return {
    read: async () => {
      reads++
      return row
    },
    changeByHand: (maxPaymentSum: string) => (row = { ...row, maxPaymentSum }),
    reads: () => reads,
  }
}

function listeningFeed() {
  const listeners: ((heard: Heard) => void)[] = []
  return {
    live: true,
    epoch: 0,
    subscribe: (listener: (heard: Heard) => void) => void listeners.push(listener),
    hear(heard: Heard) {
      this.epoch++
      for (const listener of listeners) listener(heard)
    },
  }
}

describe('the settings cache', () => {
  it('reads the settings once while nothing changes', async () => {
    const row = settingsRow()
    const cache = createSettingsCache({ read: row.read, changes: listeningFeed(), now: () => 0 })
    await cache.read()
    await cache.read()
    expect(row.reads()).toBe(1)
  })

  it('forgets them when a change of the settings is heard', async () => {
    const row = settingsRow()
    const feed = listeningFeed()
    const cache = createSettingsCache({ read: row.read, changes: feed, now: () => 0 })
    await cache.read()
    row.changeByHand('100.00')
    feed.hear({ of: 'settings' })
    expect((await cache.read()).maxPaymentSum).toBe('100.00')
  })

  it('sees a change nobody announced within the backstop, as a lost notification would leave it', async () => {
    const row = settingsRow()
    let now = 0
    const cache = createSettingsCache({ read: row.read, changes: listeningFeed(), now: () => now })
    await cache.read()
    row.changeByHand('100.00')
    now = cacheBackstopMs - 1
    expect((await cache.read()).maxPaymentSum).toBe('30000.00')
    now = cacheBackstopMs
    expect((await cache.read()).maxPaymentSum).toBe('100.00')
  })

  it('holds nothing while the feed is not listening', async () => {
    const row = settingsRow()
    const cache = createSettingsCache({
      read: row.read,
      changes: { ...listeningFeed(), live: false },
      now: () => 0,
    })
    await cache.read()
    await cache.read()
    expect(row.reads()).toBe(2)
  })
})
