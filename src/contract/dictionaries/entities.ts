/**
 * The dictionaries an admin edits through the generic calls of spec section 7 (`/api/{entity}/…`). The same
 * names are the journal's `entity`, with the actions below and details `{ before, after }`.
 */
import type { DictionaryEntity } from './entity-names.ts'

// The names alone are on every first screen (the reference lists, the dictionaries page's address).
export { dictionaryEntities, type DictionaryEntity } from './entity-names.ts'

export const dictionaryEntityLabels: Record<DictionaryEntity, string> = {
  service: 'Услуга',
  shop: 'Магазин',
  city: 'Город',
  fund: 'Фонд',
  citizenship: 'Гражданство',
}

export type DictionaryAction = 'create' | 'update' | 'delete' | 'upload-contract-offer' | 'update-services'

export const dictionaryActionLabels: Record<DictionaryAction, string> = {
  create: 'Добавление',
  update: 'Изменение',
  delete: 'Удаление',
  'upload-contract-offer': 'Загрузка договора-оферты',
  'update-services': 'Изменение услуг магазина',
}
