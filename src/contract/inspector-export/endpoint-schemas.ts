import { inspectorExportSchema } from './inspector-export.ts'

export default {
  download: {
    summary:
      'Выгрузка для проверяющего (ZIP таблиц .xlsx) за период до 366 дней: версии правил и их принятие, согласия, ' +
      'ограничения с причинами, обжалования с решениями, назначения, паузы ограничения систематической работы, оплаты',
    body: inspectorExportSchema,
  },
}
