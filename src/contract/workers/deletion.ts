/**
 * Deleting a worker (spec section 4, DELETED_SELF_EMPLOYED): what it says and the rule of how long their data
 * is kept (docs/decisions/021-spec-rows.md). Plain data, no zod.
 */

/** Accounting and tax documents (acts, receipts, payments) are kept five years: 402-ФЗ ст. 29, НК РФ ст. 23. */
const documentRetentionYears = 5

/** The name a worker is shown by once their own name is erased. */
export const erasedWorkerName = { lastName: 'Исполнитель', firstName: 'удалён' } as const

const numbers = (orderNumbers: readonly number[]) => orderNumbers.map((number) => `№ ${number}`).join(', ')

export const workerDeletionMessages = {
  done: 'Исполнитель удалён',
  alreadyDeleted: 'Исполнитель уже удалён',
  question: (fullName: string) => `Удалить исполнителя ${fullName}?`,
  consequences:
    'Он больше не сможет войти, его отклики будут отозваны. Завершённые заказы, акты, чеки и выплаты ' +
    'останутся; ФИО и ИНН хранятся с ними 5 лет, остальные персональные данные стираются сразу. ' +
    'Отменить удаление нельзя.',
  openOrders: (orderNumbers: readonly number[]) =>
    orderNumbers.length === 1
      ? `Нельзя удалить исполнителя: не завершён заказ ${numbers(orderNumbers)}. Снимите его с заказа или завершите заказ`
      : `Нельзя удалить исполнителя: не завершены заказы ${numbers(orderNumbers)}. Снимите его с заказов или завершите их`,
  unpaid: (orderNumbers: readonly number[]) =>
    orderNumbers.length === 1
      ? `Нельзя удалить исполнителя: выплата по заказу ${numbers(orderNumbers)} ещё не отправлена в банк`
      : `Нельзя удалить исполнителя: выплаты по заказам ${numbers(orderNumbers)} ещё не отправлены в банк`,
} as const

/**
 * The last day a deleted worker's name and INN are kept: 31 December of the fifth year after the year of
 * their last finished order (the documents' retention), or the deletion day itself when there is none.
 */
export function personalDataKeptUntil(deletedOn: string, lastFinishedOn: string | null): string {
  if (!lastFinishedOn) return deletedOn
  return `${Number(lastFinishedOn.slice(0, 4)) + documentRetentionYears}-12-31`
}
