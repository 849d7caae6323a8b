import { z } from 'zod'
import { displayDate } from '../common/display-dates.ts'
import { fieldError, ruledString, textRules } from '../common/rules.ts'
import { messages } from '../common/messages.ts'

/** The columns of the company's list of former employees, in this order (issue 45, item 6; decision 100). */
export const formerEmployeesHeader = ['ИНН', 'ФИО', 'Дата увольнения'] as const

/** The largest list a file may bring: a chain's former staff of two years and more. */
export const formerEmployeesFileLimitBytes = 5 * 1024 * 1024
export const formerEmployeesRowLimit = 100_000

export const formerEmployeeMessages = {
  noFile: 'Выберите файл со списком бывших работников',
  tooLarge: 'Файл больше 5 МБ',
  notASheet: 'Нужен файл .xlsx или .csv',
  unreadable: 'Файл .xlsx не читается: сохраните его в Excel или LibreOffice заново',
  header: `Первая строка файла должна быть заголовком «${formerEmployeesHeader.join(';')}»`,
  empty: 'В файле нет ни одной строки после заголовка',
  tooManyRows: `В файле больше ${formerEmployeesRowLimit} строк`,
  rejected: (count: number) =>
    `Список не загружен: ошибки в строках (${count}). Исправьте их и загрузите файл снова`,
  row: (row: number, reason: string) => `Строка ${row}: ${reason}`,
  badInn: 'некорректный ИНН',
  noName: 'не указано ФИО',
  longName: 'ФИО длиннее 256 символов',
  badDate: 'дата увольнения должна быть в формате ДД.ММ.ГГГГ',
  futureDate: 'дата увольнения ещё не наступила',
  columns: 'в строке должно быть три столбца: ИНН, ФИО и дата увольнения',
  imported: (count: number) => `Загружено записей: ${count}`,
  declarationUntil: 'Укажите день, когда закончился трудовой договор',
  declarationFuture: 'Дата окончания договора не может быть в будущем',
  declarationSaved: 'Ответ сохранён',
  /** Staff's refusal to assign: the day the person may be assigned from. */
  assignment: (from: string) =>
    `Исполнитель работал в компании по трудовому договору менее двух лет назад: по закону о налоге на ` +
    `профессиональный доход назначить его можно с ${displayDate(from)}`,
  /** A payment's refusal, after «Заказ № N: ». */
  payment: (from: string) =>
    `исполнитель работал в компании по трудовому договору менее двух лет назад: выплатить ему как ` +
    `самозанятому можно с ${displayDate(from)}`,
  /** The worker's own line in the profile. */
  worker: (from: string) =>
    `Вы работали в компании по трудовому договору менее двух лет назад: по закону о налоге на профессиональный ` +
    `доход назначить вас на заказ и оплатить его компания может с ${displayDate(from)}`,
} as const

/** The question asked at registration and in the profile, and its answers. */
export const declarationLabels = {
  question: 'Работали ли вы в компании по трудовому договору в последние два года?',
  yes: 'Да',
  no: 'Нет',
  until: 'До какого числа действовал договор',
} as const

/**
 * The worker's own answer: no, or yes with the contract's last day (checked not to be ahead of the server's
 * day by the service, which holds the clock). A «no» keeps no date.
 */
export const employmentDeclarationSchema = z
  .object({
    worked: z.boolean({ error: fieldError(messages.invalid) }),
    until: ruledString([textRules.date], { optional: true }),
  })
  .superRefine((value, ctx) => {
    if (value.worked && !value.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: formerEmployeeMessages.declarationUntil })
  })
  .transform((value) => ({ worked: value.worked, until: value.worked ? (value.until ?? null) : null }))
export type EmploymentDeclaration = z.output<typeof employmentDeclarationSchema>

/** What the worker sees: their answer (null before they gave one) and the day they may work from, if ahead. */
export const myFormerEmploymentSchema = z.object({
  declaration: z.object({ worked: z.boolean(), until: z.string().nullable() }).nullable(),
  mayWorkFrom: z.string().nullable(),
})
export type MyFormerEmployment = z.infer<typeof myFormerEmploymentSchema>

const formerEmployeeSchema = z.object({
  inn: z.string(),
  fullName: z.string(),
  dismissedOn: z.string(),
  /** The first day they may work as self-employed for the company. */
  mayWorkFrom: z.string(),
  importedAt: z.string(),
})
export type FormerEmployee = z.infer<typeof formerEmployeeSchema>

export const formerEmployeesSchema = z.array(formerEmployeeSchema)

export const importAnswerSchema = z.object({ imported: z.number().int() })
