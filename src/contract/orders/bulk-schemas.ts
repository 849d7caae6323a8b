import { createdOrdersSchema, createManySchema, importQuerySchema, importReportSchema } from './bulk.ts'

export default {
  createMany: {
    summary:
      'Создать до 1000 заказов одной транзакцией: все или ни одного; отказ (400) перечисляет строки с причинами в errors',
    body: createManySchema,
    response: createdOrdersSchema,
  },
  import: {
    summary:
      'Заказы из таблицы (.xlsx или .csv, поле file); dryRun=true только проверяет; ошибки строк — в errors',
    query: importQuerySchema,
    response: importReportSchema,
  },
  importTemplate: { summary: 'Шаблон таблицы для импорта заказов (.xlsx)' },
}
