import { z } from 'zod'

const restrictionKinds = ['platform-block', 'shop-block', 'auto-accept-exclusion', 'limiter-pause'] as const
export type RestrictionKind = (typeof restrictionKinds)[number]

export const restrictionKindTitles: Record<RestrictionKind, string> = {
  'platform-block': 'Блокировка на платформе',
  'shop-block': 'Блокировка в магазине',
  'auto-accept-exclusion': 'Исключение из автопринятия',
  'limiter-pause': 'Пауза: ограничение систематической работы',
}

/** What the worker can do about a restriction, shown under it. */
export const restrictionAdvice: Record<RestrictionKind, string> = {
  'platform-block':
    'Пока блокировка действует, новые заказы не показываются; начатые заказы, акты и выплаты — в меню. Если вы не согласны, нажмите «Обжаловать».',
  'shop-block':
    'Заказы этого магазина вам не показываются; заказы других магазинов — как обычно. Если вы не согласны, нажмите «Обжаловать».',
  'auto-accept-exclusion':
    'Заказы этого магазина вам видны и откликаться на них можно, но отклик без сотрудника не принимается: исполнителя выбирает сотрудник магазина. Если вы не согласны, нажмите «Обжаловать».',
  'limiter-pause':
    'Закон ограничивает долгую систематическую работу у одного заказчика: на смены в эти даты вас не назначат. Смены до паузы, акты и выплаты — как обычно. Если вы не согласны, нажмите «Обжаловать».',
}

const restrictionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(restrictionKinds),
  shopName: z.string().nullable(),
  reasonCode: z.string(),
  reasonTitle: z.string(),
  reason: z.string().nullable(),
  from: z.string(),
  /** null: until lifted by hand. */
  until: z.string().nullable(),
  /** Who restricted: the employee's name. */
  by: z.string().nullable(),
  /** The rules version in force when the restriction was made. */
  rulesVersion: z.number().int().nullable(),
  /** The evidence's file name, when staff attached one (decision 114). */
  evidenceName: z.string().nullable(),
})
export type Restriction = z.infer<typeof restrictionSchema>

export const restrictionsSchema = z.array(restrictionSchema)
