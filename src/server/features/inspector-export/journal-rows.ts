import { poolMessages } from '#contract/pool/messages.ts'
import { settingLabels, type SettingKey } from '#contract/settings/settings.ts'
import type { RegistryRow } from '../../kernel/registry-sheet.ts'
import { byPlatform, moscowTime } from './inspector-sheets.ts'
import type { HistoryEntry } from './journal-history.repository.ts'

/** The orders and people the journal's ids name. */
export type Lookups = {
  orders: Map<number, { orderNumber: number; dateTime: Date; shopName: string; executorId: number | null }>
  workers: Map<number, { name: string; inn: string }>
  employees: Map<number, string>
}

const detailsOf = (entry: HistoryEntry) => (entry.details ?? {}) as Record<string, unknown>
const numberOf = (value: unknown) => (typeof value === 'number' ? value : null)

/** How an assignment ended, by the first of these that followed it on the order. */
const outcomes: Record<string, string> = {
  'order.confirmExecution': 'Подтвердил выход',
  'order.rejectExecution': 'Отказался',
  'order.removeExecutor': 'Снят сотрудником',
  'order.confirmationDeadlinePassed': 'Не подтвердил в срок',
  'order.cancel': 'Заказ отменён',
  'order.setExecutor': 'Назначен другой исполнитель',
  'order.replacement-taken': 'Смену взял другой исполнитель',
}

/** The workers and employees the entries name, to look up once. */
export function peopleNamed(entries: readonly HistoryEntry[]) {
  const workers = new Set<number>()
  const employees = new Set<number>()
  for (const entry of entries) {
    if (entry.actorId != null && entry.actorKind === 'worker') workers.add(entry.actorId)
    if (entry.actorId != null && entry.actorKind === 'employee') employees.add(entry.actorId)
    const named = numberOf(detailsOf(entry).executorId) ?? numberOf(detailsOf(entry).workerId)
    if (named != null) workers.add(named)
    if (entry.entityId && entry.action.startsWith('worker.')) workers.add(Number(entry.entityId))
  }
  return { workers: [...workers], employees: [...employees] }
}

/**
 * One row per assignment: who responded before it, who was chosen and whether they had responded themselves,
 * by whom (an employee, the shop's rule, or the worker taking a released shift) and what the worker answered.
 */
export function assignmentRows(
  assignments: readonly HistoryEntry[],
  stories: readonly HistoryEntry[],
  lookups: Lookups,
): RegistryRow[] {
  const storyOf = new Map<string, HistoryEntry[]>()
  for (const entry of stories) {
    const story = storyOf.get(entry.entityId ?? '') ?? []
    story.push(entry)
    storyOf.set(entry.entityId ?? '', story)
  }
  return assignments.map((assignment) => {
    const orderId = Number(assignment.entityId)
    const order = lookups.orders.get(orderId)
    const story = storyOf.get(assignment.entityId ?? '') ?? []
    const at = assignment.at.getTime()
    const place = story.findIndex((entry) => entry.action === assignment.action && entry.at.getTime() === at)
    const after = place < 0 ? [] : story.slice(place + 1)
    const taken = assignment.action === 'order.replacement-taken'
    const chosen = taken
      ? assignment.actorId
      : (numberOf(detailsOf(assignment).executorId) ??
        after.find((entry) => entry.actorKind === 'worker' && entry.action in outcomes)?.actorId ??
        order?.executorId ??
        null)
    const responses = story.filter((entry) => entry.action === 'order.respond' && entry.at.getTime() <= at)
    const responders = [...new Set(responses.map((entry) => entry.actorId!))]
    const ownResponse = responses.filter((entry) => entry.actorId === chosen).at(-1)
    const next = after.find((entry) => entry.action in outcomes)
    const worker = chosen == null ? undefined : lookups.workers.get(chosen)
    return {
      number: order?.orderNumber,
      shift: order ? moscowTime(order.dateTime) : '',
      shop: order?.shopName ?? '',
      responded: responders.map((id) => lookups.workers.get(id)?.name ?? `№ ${id}`).join('; '),
      worker: worker?.name ?? '',
      inn: worker?.inn ?? '',
      ownResponse: ownResponse ? moscowTime(ownResponse.at) : taken ? 'взял смену на замену' : 'нет',
      by: taken
        ? 'Сам исполнитель: взял освободившуюся смену'
        : assignment.actorKind === 'employee' && assignment.actorId != null
          ? (lookups.employees.get(assignment.actorId) ?? `Сотрудник № ${assignment.actorId}`)
          : `${byPlatform}: ${poolMessages.byShopRule}`,
      at: moscowTime(assignment.at),
      outcome: taken ? 'Смена подтверждена при взятии' : next ? outcomes[next.action] : 'Ещё не ответил',
    }
  })
}

const day = (iso: unknown) => (typeof iso === 'string' ? moscowTime(new Date(iso)).slice(0, 10) : '')
/** The pause's last day: `until` is the first instant after it. */
const lastDay = (iso: unknown) =>
  typeof iso === 'string' ? moscowTime(new Date(Date.parse(iso) - 1)).slice(0, 10) : ''

/** One row per event of the limiter: a pause made or lifted, a setting changed, the shop's rule refused. */
export function limiterRows(entries: readonly HistoryEntry[], lookups: Lookups): RegistryRow[] {
  return entries.map((entry) => {
    const details = detailsOf(entry)
    const workerId =
      entry.action === 'order.auto-accept-refused' ? numberOf(details.workerId) : Number(entry.entityId)
    const worker = workerId == null ? undefined : lookups.workers.get(workerId)
    const by =
      entry.actorKind === 'employee' && entry.actorId != null
        ? (lookups.employees.get(entry.actorId) ?? `Сотрудник № ${entry.actorId}`)
        : byPlatform
    const row = { at: moscowTime(entry.at), worker: worker?.name ?? '', inn: worker?.inn ?? '', by }
    switch (entry.action) {
      case 'worker.limiter-paused':
        return {
          ...row,
          event: 'Назначена пауза',
          details: `${String(details.reason ?? '')}; с ${day(details.from)} по ${lastDay(details.until)}`,
        }
      case 'worker.limiter-pause-lifted':
        return {
          ...row,
          event: 'Пауза снята по обжалованию',
          details: `Ограничение № ${String(details.restrictionId)}`,
        }
      case 'settings.changed':
        return {
          ...row,
          event: 'Изменена настройка',
          details: `${settingLabels[entry.entityId as SettingKey] ?? entry.entityId}: ${String(details.before)} → ${String(details.after)}`,
        }
      default: {
        const order = lookups.orders.get(Number(entry.entityId))
        return {
          ...row,
          event: 'Автоназначение не выполнено из-за паузы',
          details: `Заказ № ${order?.orderNumber ?? entry.entityId}: ${String(details.reason ?? '')}`,
        }
      }
    }
  })
}
