import { zipSync } from 'fflate'
import { businessUtcOffsetHours } from '#contract/common/business-time.ts'
import {
  inspectorExportFiles as files,
  type InspectorExportPeriod,
} from '#contract/inspector-export/inspector-export.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import * as repository from './inspector-export.repository.ts'
import * as history from './journal-history.repository.ts'
import {
  acceptancesSheet,
  appealsSheet,
  assignmentsSheet,
  documentsSheet,
  limiterSheet,
  paymentsSheet,
  restrictionsSheet,
} from './inspector-sheets.ts'
import { assignmentRows, limiterRows, peopleNamed, type Lookups } from './journal-rows.ts'

export type InspectorExportService = ReturnType<typeof createInspectorExportService>

/** The first instant of a business day (Moscow), `YYYY-MM-DD`, and `days` after it. */
const dayStart = (date: string, days = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000 - businessUtcOffsetHours * 3600_000)

/**
 * The export for an inspector (issue 45, item 7; decision 110): for a period of at most 366 days (the contract
 * refuses a longer one), a ZIP of one spreadsheet per subject, each made whole in memory. Journalled.
 */
export function createInspectorExportService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  /** The orders and people the journal's entries name, read once for both journal sheets. */
  async function lookupsFor(entries: history.HistoryEntry[]): Promise<Lookups> {
    const orderIds = [
      ...new Set(entries.filter((entry) => entry.action.startsWith('order.')).map((e) => Number(e.entityId))),
    ]
    const orders = await history.ordersByIds(db, orderIds)
    const named = peopleNamed(entries)
    const executors = orders.flatMap((order) => (order.executorId == null ? [] : [order.executorId]))
    const names = await history.namesOf(db, [...new Set([...named.workers, ...executors])], named.employees)
    return { orders: new Map(orders.map((order) => [order.id, order])), ...names }
  }

  return {
    async download(employeeId: number, period: InspectorExportPeriod): Promise<Uint8Array> {
      const range = { from: dayStart(period.dateFrom), to: dayStart(period.dateTo, 1) }
      const assignments = await history.assignmentsInPeriod(db, range)
      const stories = await history.orderStories(db, [
        ...new Set(assignments.map((entry) => Number(entry.entityId))),
      ])
      const limiter = await history.limiterHistory(db, range)
      const lookups = await lookupsFor([...stories, ...limiter])
      const sheets = {
        [files.documents]: documentsSheet(await repository.documentVersions(db, range)),
        [files.rulesAcceptances]: acceptancesSheet(
          'Принятие правил',
          await repository.acceptances(db, 'rules', range),
        ),
        [files.consents]: acceptancesSheet('Согласия', await repository.acceptances(db, 'consent', range)),
        [files.restrictions]: restrictionsSheet(await repository.restrictionsInPeriod(db, range)),
        [files.appeals]: appealsSheet(await repository.appealsInPeriod(db, range)),
        [files.assignments]: assignmentsSheet(assignmentRows(assignments, stories, lookups)),
        [files.limiter]: limiterSheet(limiterRows(limiter, lookups)),
        [files.payments]: paymentsSheet(await repository.paymentsInPeriod(db, range)),
      }
      await recordJournal(db, {
        at: clock(),
        actorKind: 'employee',
        actorId: employeeId,
        action: 'platform.inspector-export',
        entity: 'platform',
        details: { ...period },
      })
      // Each spreadsheet is a compressed ZIP already: stored as it is, as the receipts' registry does.
      return zipSync(sheets, { level: 0 })
    },
  }
}
