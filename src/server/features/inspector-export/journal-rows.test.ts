import { describe, expect, it } from 'vitest'
import { assignmentRows, limiterRows, type Lookups } from './journal-rows.ts'
import type { HistoryEntry } from './journal-history.repository.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute))
const entry = (
  minute: number,
  action: string,
  actor: Pick<HistoryEntry, 'actorKind' | 'actorId'>,
  details: Record<string, unknown> = {},
  entityId = '7',
): HistoryEntry => ({ at: at(minute), action, ...actor, entityId, details })
const worker = (id: number) => ({ actorKind: 'worker', actorId: id })
const lookups: Lookups = {
  orders: new Map([[7, { orderNumber: 1007, dateTime: at(0), shopName: 'Магазин', executorId: 2 }]]),
  workers: new Map([
    [1, { name: 'Иванов Иван', inn: '111' }],
    [2, { name: 'Петров Пётр', inn: '222' }],
  ]),
  employees: new Map([[5, 'Смирнова Анна']]),
}

describe('the assignments from the order’s journal (decision 110)', () => {
  it('names who responded before, who was chosen, by whom, and the first answer after', () => {
    const chosenByStaff = entry(
      3,
      'order.setExecutor',
      { actorKind: 'employee', actorId: 5 },
      { executorId: 1 },
    )
    const byRule = entry(6, 'order.setExecutor', { actorKind: 'system', actorId: null }, { executorId: 2 })
    const story = [
      entry(1, 'order.respond', worker(1)),
      entry(2, 'order.respond', worker(2)),
      chosenByStaff,
      entry(4, 'order.rejectExecution', worker(1)),
      byRule,
    ]
    const [first, second] = assignmentRows([chosenByStaff, byRule], story, lookups)
    expect(first).toMatchObject({
      number: 1007,
      responded: 'Иванов Иван; Петров Пётр',
      worker: 'Иванов Иван',
      inn: '111',
      by: 'Смирнова Анна',
      ownResponse: '01.12.2026 12:01',
      at: '01.12.2026 12:03',
      outcome: 'Отказался',
    })
    expect(second).toMatchObject({ worker: 'Петров Пётр', outcome: 'Ещё не ответил' })
    expect(second!.by).toContain('автоматически по правилу магазина')
  })

  it('finds the chosen worker of an entry written before the journal named them', () => {
    const old = entry(3, 'order.setExecutor', { actorKind: 'employee', actorId: 5 })
    const story = [entry(1, 'order.respond', worker(1)), old, entry(4, 'order.confirmExecution', worker(1))]
    expect(assignmentRows([old], story, lookups)[0]).toMatchObject({
      worker: 'Иванов Иван',
      outcome: 'Подтвердил выход',
    })
    // Nobody answered yet: the order's executor.
    expect(assignmentRows([old], [old], lookups)[0]).toMatchObject({
      worker: 'Петров Пётр',
      ownResponse: 'нет',
    })
  })

  it('writes the limiter’s events with the pause’s last day', () => {
    const [paused, setting] = limiterRows(
      [
        entry(
          1,
          'worker.limiter-paused',
          { actorKind: 'system', actorId: null },
          {
            reason: '6 мес. подряд более 160 ч — пауза с 1 января',
            from: '2026-12-31T21:00:00.000Z',
            until: '2027-02-28T21:00:00.000Z',
          },
          '2',
        ),
        entry(
          2,
          'settings.changed',
          { actorKind: 'employee', actorId: 5 },
          { before: 6, after: 1 },
          'consecutiveMonths',
        ),
      ],
      lookups,
    )
    expect(paused).toMatchObject({
      event: 'Назначена пауза',
      worker: 'Петров Пётр',
      details: '6 мес. подряд более 160 ч — пауза с 1 января; с 01.01.2027 по 28.02.2027',
      by: 'Платформа (автоматически)',
    })
    expect(setting).toMatchObject({ event: 'Изменена настройка', by: 'Смирнова Анна' })
    expect(setting!.details).toMatch(/: 6 → 1$/)
  })
})
