/** What a download link answers when it cannot give the file (the links of acts, receipts, offers, registries). */
export const fileLinkMessages = {
  expired: 'Ссылка для скачивания устарела. Запросите новую',
  someoneElses: 'Эта ссылка выдана другому пользователю. Запросите свою',
  signIn: 'Войдите, чтобы скачать файл по этой ссылке',
  fileMissing: 'Файл не найден',
  /** Every call that reads or writes a file while the storage does not answer (503). */
  storageUnavailable: 'Хранилище файлов сейчас недоступно. Попробуйте через несколько минут',
} as const
