import { z } from 'zod'

/** Orders posted at once (issue 48): through `create-many` by a chain's system, or from a staff's spreadsheet. */
const createManyLimit = 1000
export const importRowsLimit = 5000
export const importFileLimitBytes = 5 * 1024 * 1024

/** The import's columns, in this order; a .csv's first line is them joined by `;`. */
export const importColumns = [
  'Магазин',
  'Услуга',
  'Дата',
  'Начало',
  'Окончание',
  'Количество',
  'Тариф',
  'Комментарий',
] as const
export const importHeader = importColumns.join(';')
export const importTemplateFileName = 'Шаблон импорта заказов.xlsx'

export const bulkMessages = {
  tooMany: `Не больше ${createManyLimit} заказов за один вызов`,
  none: 'Передайте хотя бы один заказ',
  refused: (count: number) => `Заказы не созданы: ошибок в строках — ${count}. Исправьте их и повторите`,
  duplicateExisting: 'Такой заказ уже есть: тот же магазин, услуга и время смены',
  duplicateInBatch: (row: number) => `Повторяет строку ${row}: тот же магазин, услуга и время смены`,
  tariffPositive: 'Тариф должен быть больше нуля',
  notOffered: 'Магазин не оказывает эту услугу',
  importNoFile: 'Приложите файл .xlsx или .csv в поле file',
  importTooLarge: `Файл больше ${importFileLimitBytes / 1024 / 1024} МБ: разбейте таблицу на части`,
  notSpreadsheet: 'Файл не похож на таблицу: загрузите .xlsx или .csv (разделитель — точка с запятой)',
  badHeader: `Первая строка должна быть заголовком: ${importHeader}`,
  noRows: 'В файле нет строк с заказами',
  tooManyRows: `Не больше ${importRowsLimit} строк в одном файле: разбейте таблицу на части`,
  unknownShop: (name: string) => `Не найден магазин: ${name}`,
  ambiguousShop: (name: string) =>
    `Несколько магазинов называются так: ${name}. Переименуйте их в справочнике`,
  unknownService: (name: string) => `Не найдена услуга: ${name}`,
  ambiguousService: (name: string) =>
    `Несколько услуг называются так: ${name}. Переименуйте их в справочнике`,
  required: (column: string) => `Не заполнено: ${column}`,
  date: 'Дата — в формате ДД.ММ.ГГГГ',
  time: (column: string) => `${column} — время в формате ЧЧ:ММ`,
  count: 'Количество — целое число от 1 до 1000',
  tariff: 'Тариф — число с не более чем двумя знаками после запятой',
} as const

/** A refused row: its place (the index in `orders` from 0, or the spreadsheet's line) and why, in Russian. */
const rowErrorSchema = z.object({ row: z.number().int(), message: z.string() })
export type RowError = z.infer<typeof rowErrorSchema>

/** The orders are checked row by row on the server, so every refused row is answered with its reason. */
export const createManySchema = z.object({
  orders: z
    .array(z.unknown())
    .min(1, { error: bulkMessages.none })
    .max(createManyLimit, { error: bulkMessages.tooMany })
    .meta({ description: 'Заказы, каждый как тело POST /api/order/create' }),
})

export const createdOrdersSchema = z.object({
  orders: z.array(z.object({ row: z.number().int(), id: z.number().int(), orderNumber: z.number().int() })),
})
export type CreatedOrders = z.infer<typeof createdOrdersSchema>

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})

/** The import's report: the rows read, each problem by the spreadsheet's line, and how many orders were made. */
export const importReportSchema = z.object({
  rows: z.number().int(),
  errors: z.array(rowErrorSchema),
  created: z.number().int(),
})
export type ImportReport = z.infer<typeof importReportSchema>
