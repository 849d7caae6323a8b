import { limiterBadge } from '#contract/limiter/limiter.ts'
import { monthFirstDay, monthOf, monthStart } from '../../shared/limiter/limiter-rule.ts'
import type { Executor } from '../client.ts'
import { appeals, restrictions, shopWorkers } from '../schema/index.ts'

const day = 86_400_000

/**
 * One restriction of each kind and one appeal in each state (issue 45; decision 114), all on one worker of
 * Луховицы who exists for them, so the other demo workers' screens and the tests' stories stay as they were: a
 * shop's block kept on appeal, an exclusion from a shop's auto-accept appealed a day ago, a limiter pause whose
 * appeal is overdue in review, and an earlier block reversed on appeal. The platform block is the blocked worker's.
 */
export async function seedRestrictionsDemo(
  db: Executor,
  now: Date,
  demo: { worker: number; admin: number; employee: number; central: number; station: number },
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * day)
  const { worker, admin, employee } = demo
  const base = { workerId: worker, rulesVersion: 1 }
  const pauseMonth = monthOf(now) - 1
  const [shopBlock, exclusion, pause, reversed] = await db
    .insert(restrictions)
    .values([
      {
        ...base,
        kind: 'shop-block',
        shopId: demo.station,
        reasonCode: 'lateness',
        reason: 'Трижды опоздал больше чем на час за месяц',
        startsAt: at(-12),
        endsAt: at(18),
        createdBy: employee,
      },
      {
        ...base,
        kind: 'auto-accept-exclusion',
        shopId: demo.central,
        reasonCode: 'work-quality',
        reason: 'Выкладку по двум сменам переделывал старший продавец',
        startsAt: at(-4),
        createdBy: employee,
      },
      {
        ...base,
        kind: 'limiter-pause',
        reasonCode: 'systematic-work',
        reason: limiterBadge(6, 160, monthFirstDay(pauseMonth)),
        startsAt: monthStart(pauseMonth),
        endsAt: monthStart(pauseMonth + 2),
      },
      {
        ...base,
        kind: 'shop-block',
        shopId: demo.central,
        reasonCode: 'no-show',
        reason: 'Не вышел на смену, не предупредив магазин',
        startsAt: at(-30),
        createdBy: employee,
        liftedAt: at(-25),
        liftedBy: admin,
      },
    ])
    .returning({ id: restrictions.id })
  await db.insert(shopWorkers).values({
    shopId: demo.station,
    workerId: worker,
    blockReason: 'Трижды опоздал больше чем на час за месяц',
    blockedFrom: at(-12),
    blockedUntil: at(18),
    changedBy: employee,
    updatedAt: at(-12),
  })
  const appeal = { workerId: worker }
  await db.insert(appeals).values([
    {
      ...appeal,
      restrictionId: shopBlock!.id,
      text: 'Опаздывал из-за отмены электрички, прошу снять блокировку',
      state: 'UPHELD',
      submittedAt: at(-11),
      dueAt: at(-4),
      takenAt: at(-10),
      takenBy: admin,
      decidedAt: at(-9),
      decidedBy: admin,
      decisionReason: 'Опоздания подтверждены отметками прихода; о задержке магазин не предупреждали',
    },
    {
      ...appeal,
      restrictionId: exclusion!.id,
      text: 'Выкладку делал по схеме, которую дал магазин. Прошу вернуть автопринятие',
      state: 'SUBMITTED',
      submittedAt: at(-1),
      dueAt: at(6),
    },
    {
      ...appeal,
      restrictionId: pause!.id,
      text: 'Часть часов — смены в разных магазинах по разовым заказам, прошу пересмотреть',
      state: 'IN_REVIEW',
      submittedAt: at(-9),
      dueAt: at(-2),
      takenAt: at(-8),
      takenBy: employee,
    },
    {
      ...appeal,
      restrictionId: reversed!.id,
      text: 'Смену отменил сам магазин, есть сообщение старшего продавца',
      state: 'REVERSED',
      submittedAt: at(-29),
      dueAt: at(-22),
      decidedAt: at(-25),
      decidedBy: admin,
      decisionReason: 'Магазин подтвердил, что смену отменил сам; блокировка снята',
    },
  ])
}
