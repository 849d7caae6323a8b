import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import type { SettingKey, Settings } from '#contract/settings/settings.ts'
import type { Clock } from '../../kernel/clock.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import type { Database, Executor } from '../../db/client.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { SettingsCache } from '../../kernel/settings-cache.ts'
import { lockSettingChanges, readSettings, writeSetting } from '../../kernel/settings.repository.ts'
import { readCompany, writeCompany } from '../../shared/company/company.repository.ts'
import type { Company } from '#contract/settings/company.ts'
import type { SupportContacts } from '#contract/settings/support.ts'
import { readSupportContacts, writeSupportContacts } from '../../shared/company/support.repository.ts'

export type SettingsService = ReturnType<typeof createSettingsService>

/** Sums are kept as the finish dialog shows them: `45000.5` is stored and answered as `45000.50`. */
function normalised<K extends SettingKey>(key: K, value: Settings[K]): Settings[K] {
  return (key === 'maxPaymentSum' ? fromKopecks(toKopecks(value as string)) : value) as Settings[K]
}

export function createSettingsService(deps: {
  db: Database
  clock: Clock
  cache: SettingsCache
  /** The SMS that really went out since the instant (auth counts them), handed in by app.ts. */
  countSmsSentSince: (since: Date) => Promise<number>
}) {
  const { db, clock } = deps

  /** A setting kept as one value: changed under the settings' lock and journalled with what it replaced. */
  async function changeJournalled<T>(
    actorId: number,
    entityId: string,
    next: T,
    read: (tx: Executor) => Promise<T>,
    write: (tx: Executor, value: T, at: Date) => Promise<unknown>,
    unchanged: (before: T) => boolean,
  ): Promise<T> {
    await db.transaction(async (tx) => {
      await lockSettingChanges(tx)
      const before = await read(tx)
      if (unchanged(before)) return
      const now = clock()
      await write(tx, next, now)
      await recordJournal(tx, {
        at: now,
        actorKind: 'employee',
        actorId,
        action: 'settings.changed',
        entity: 'settings',
        entityId,
        details: { before, after: next },
      })
    })
    return next
  }

  return {
    read: () => deps.cache.read(),

    /** The SMS sent since the start of today's business day, for the daily limit's page. */
    smsSentToday: () => deps.countSmsSentSince(startOfBusinessDay(clock())),

    company: () => readCompany(db),

    /** The company in the workers' receipts; journalled with what it replaced, as the other settings are. */
    changeCompany: (actorId: number, company: Company) =>
      changeJournalled(
        actorId,
        'company',
        company,
        readCompany,
        writeCompany,
        (before) => before.name === company.name && before.inn === company.inn,
      ),

    supportContacts: () => readSupportContacts(db),

    /** Whom a worker can ask (decision 079); journalled with what it replaced. */
    changeSupportContacts: (actorId: number, contacts: SupportContacts) =>
      changeJournalled(
        actorId,
        'support',
        contacts,
        readSupportContacts,
        writeSupportContacts,
        (before) => JSON.stringify(before) === JSON.stringify(contacts),
      ),

    /**
     * One change at a time, so the journal's old value is the one really replaced; a value equal to the
     * current one changes nothing and is not journalled.
     */
    async change<K extends SettingKey>(actorId: number, key: K, value: Settings[K]): Promise<Settings[K]> {
      const after = normalised(key, value)
      await db.transaction(async (tx) => {
        await lockSettingChanges(tx)
        const before = (await readSettings(tx))[key]
        if (before === after) return
        await writeSetting(tx, key, after)
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId,
          action: 'settings.changed',
          entity: 'settings',
          entityId: key,
          details: { before, after },
        })
      })
      return after
    },
  }
}
