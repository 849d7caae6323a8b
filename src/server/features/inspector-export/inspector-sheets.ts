import { appealStateTitles, type AppealState } from '#contract/appeals/appeals.ts'
import { businessUtcOffsetHours } from '#contract/common/business-time.ts'
import { documentDate } from '#contract/common/display-dates.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { sendToBankStatusLabels } from '#contract/payments/labels.ts'
import { reasonTitle } from '#contract/restrictions/reasons.ts'
import { restrictionKindTitles, type RestrictionKind } from '#contract/restrictions/restrictions.ts'
import { renderRegistrySheet, type RegistryColumn, type RegistryRow } from '../../kernel/registry-sheet.ts'
import type * as repository from './inspector-export.repository.ts'

type Rows<F extends (...args: never[]) => PromiseLike<unknown[]>> = Awaited<ReturnType<F>>

/** An instant as the export writes it: `22.11.2026 14:05`, Moscow time, as every business time of the product. */
export function moscowTime(at: Date | null): string {
  if (!at) return ''
  const iso = toOffsetIso(at, businessUtcOffsetHours)
  return `${documentDate(iso)} ${iso.slice(11, 16)}`
}

/** Who did it when nobody did: the platform's own rule. */
export const byPlatform = 'Платформа (автоматически)'

const person: RegistryColumn[] = [
  { header: 'Исполнитель', key: 'worker', width: 32 },
  { header: 'ИНН', key: 'inn', width: 14 },
]
/** The `person` columns' cells. */
const personCells = (row: { workerName: string; inn: string }) => ({ worker: row.workerName, inn: row.inn })

const kindTitle = (kind: string) => restrictionKindTitles[kind as RestrictionKind] ?? kind
const documentTitles: Record<string, string> = {
  rules: 'Правила платформы',
  consent: 'Согласие на обработку персональных данных',
}

export function documentsSheet(rows: Rows<typeof repository.documentVersions>) {
  const columns: RegistryColumn[] = [
    { header: 'Документ', key: 'kind', width: 40 },
    { header: 'Версия', key: 'version', width: 8 },
    { header: 'Опубликована (МСК)', key: 'published', width: 18 },
    { header: 'Кто опубликовал', key: 'by', width: 30 },
    { header: 'Действует с', key: 'from', width: 12 },
    { header: 'Что изменилось', key: 'changes', width: 50 },
    { header: 'Приняли, человек', key: 'accepted', width: 10 },
  ]
  return renderRegistrySheet('Версии', columns, rows, (row) => ({
    kind: documentTitles[row.kind] ?? row.kind,
    version: row.version,
    published: moscowTime(row.publishedAt),
    by: row.publishedBy ?? '',
    from: documentDate(row.effectiveFrom),
    changes: row.changes ?? '',
    accepted: row.acceptances,
  }))
}

export function acceptancesSheet(
  name: 'Принятие правил' | 'Согласия',
  rows: Rows<typeof repository.acceptances>,
) {
  const consent = name === 'Согласия'
  const columns: RegistryColumn[] = [
    ...person,
    { header: consent ? 'Версия согласия' : 'Версия правил', key: 'version', width: 10 },
    { header: 'Принято (МСК)', key: 'accepted', width: 18 },
    { header: 'IP-адрес', key: 'address', width: 18 },
    { header: 'Браузер', key: 'agent', width: 50 },
    ...(consent ? [{ header: 'Отозвано (МСК)', key: 'withdrawn', width: 18 }] : []),
  ]
  return renderRegistrySheet(name, columns, rows, (row) => ({
    ...personCells(row),
    version: row.version,
    accepted: moscowTime(row.acceptedAt),
    address: row.address,
    agent: row.userAgent,
    withdrawn: moscowTime(row.withdrawnAt),
  }))
}

export function restrictionsSheet(rows: Rows<typeof repository.restrictionsInPeriod>) {
  const columns: RegistryColumn[] = [
    { header: '№ ограничения', key: 'id', width: 10 },
    ...person,
    { header: 'Вид', key: 'kind', width: 30 },
    { header: 'Магазин', key: 'shop', width: 28 },
    { header: 'Причина', key: 'reason', width: 36 },
    { header: 'Пояснение', key: 'text', width: 40 },
    { header: 'Начало (МСК)', key: 'from', width: 18 },
    { header: 'Окончание (МСК)', key: 'until', width: 18 },
    { header: 'Кто ограничил', key: 'by', width: 30 },
    { header: 'Версия правил', key: 'rules', width: 10 },
    { header: 'Снято (МСК)', key: 'lifted', width: 18 },
    { header: 'Кем снято', key: 'liftedBy', width: 30 },
    { header: 'Обжалований', key: 'appeals', width: 10 },
  ]
  return renderRegistrySheet('Ограничения', columns, rows, (row) => ({
    id: row.id,
    ...personCells(row),
    kind: kindTitle(row.kind),
    shop: row.shopName ?? '',
    reason: reasonTitle(row.reasonCode),
    text: row.reason ?? '',
    from: moscowTime(row.startsAt),
    until: row.endsAt ? moscowTime(row.endsAt) : 'бессрочно',
    by: row.madeBy ?? byPlatform,
    rules: row.rulesVersion,
    lifted: moscowTime(row.liftedAt),
    liftedBy: row.liftedAt ? (row.liftedBy ?? byPlatform) : '',
    appeals: row.appeals,
  }))
}

export function appealsSheet(rows: Rows<typeof repository.appealsInPeriod>) {
  const columns: RegistryColumn[] = [
    { header: '№ ограничения', key: 'restriction', width: 10 },
    { header: 'Вид ограничения', key: 'kind', width: 30 },
    { header: 'Причина ограничения', key: 'reason', width: 36 },
    ...person,
    { header: 'Текст жалобы', key: 'text', width: 50 },
    { header: 'Подана (МСК)', key: 'submitted', width: 18 },
    { header: 'Срок ответа (МСК)', key: 'due', width: 18 },
    { header: 'Состояние', key: 'state', width: 30 },
    { header: 'Решение принято (МСК)', key: 'decided', width: 18 },
    { header: 'Кто решил', key: 'by', width: 30 },
    { header: 'Обоснование решения', key: 'why', width: 50 },
  ]
  return renderRegistrySheet('Обжалования', columns, rows, (row) => ({
    restriction: row.restrictionId,
    kind: kindTitle(row.restrictionKind),
    reason: reasonTitle(row.reasonCode),
    ...personCells(row),
    text: row.text,
    submitted: moscowTime(row.submittedAt),
    due: moscowTime(row.dueAt),
    state: appealStateTitles[row.state as AppealState] ?? row.state,
    decided: moscowTime(row.decidedAt),
    by: row.decidedBy ?? '',
    why: row.decisionReason ?? '',
  }))
}

const payoutWords: Record<string, string> = {
  QUEUED: 'в очереди',
  SENDING: 'отправляется',
  PENDING: 'в пути',
  SUCCEEDED: 'выплачено',
  CANCELED: 'отменена',
}

export function paymentsSheet(rows: Rows<typeof repository.paymentsInPeriod>) {
  const columns: RegistryColumn[] = [
    { header: 'Номер заказа', key: 'number', width: 13 },
    { header: 'Смена (МСК)', key: 'shift', width: 18 },
    { header: 'Магазин', key: 'shop', width: 28 },
    ...person,
    { header: 'Сумма, ₽', key: 'sum', width: 14, money: true },
    { header: 'Статус в банке', key: 'bank', width: 26 },
    { header: 'Отправлено в банк (МСК)', key: 'sent', width: 18 },
    { header: 'Выплата', key: 'payout', width: 14 },
    { header: 'Выплачено (МСК)', key: 'paid', width: 18 },
    { header: 'Чек', key: 'receipt', width: 8 },
  ]
  return renderRegistrySheet('Оплаты', columns, rows, (row) => ({
    number: row.orderNumber,
    shift: moscowTime(row.dateTime),
    shop: row.shopName,
    ...personCells(row),
    sum: Number(row.sumKopecks) / 100,
    bank: sendToBankStatusLabels[row.sendToBankStatus ?? 'NOT_SENT'],
    sent: moscowTime(row.bankSentAt),
    payout: row.payoutState ? (payoutWords[row.payoutState] ?? row.payoutState) : '',
    paid: moscowTime(row.paidAt),
    receipt: row.receipt ? 'есть' : 'нет',
  }))
}

/** The assignments, as `journal-rows.ts` composes them from the orders' journal. */
export function assignmentsSheet(rows: readonly RegistryRow[]) {
  const columns: RegistryColumn[] = [
    { header: 'Номер заказа', key: 'number', width: 13 },
    { header: 'Смена (МСК)', key: 'shift', width: 18 },
    { header: 'Магазин', key: 'shop', width: 28 },
    { header: 'Откликнулись', key: 'responded', width: 50 },
    { header: 'Назначен', key: 'worker', width: 32 },
    { header: 'ИНН', key: 'inn', width: 14 },
    { header: 'Откликнулся сам (МСК)', key: 'ownResponse', width: 18 },
    { header: 'Кем назначен', key: 'by', width: 36 },
    { header: 'Назначен (МСК)', key: 'at', width: 18 },
    { header: 'Ответ исполнителя', key: 'outcome', width: 30 },
  ]
  return renderRegistrySheet('Назначения', columns, rows, (row) => row)
}

/** The limiter's history, as `journal-rows.ts` composes it. */
export function limiterSheet(rows: readonly RegistryRow[]) {
  const columns: RegistryColumn[] = [
    { header: 'Когда (МСК)', key: 'at', width: 18 },
    { header: 'Событие', key: 'event', width: 36 },
    ...person,
    { header: 'Подробности', key: 'details', width: 70 },
    { header: 'Кто', key: 'by', width: 30 },
  ]
  return renderRegistrySheet('Ограничитель', columns, rows, (row) => row)
}
