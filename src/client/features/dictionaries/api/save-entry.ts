import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { api } from '../../../lib/api-client.ts'
import { useDictionaryMutation } from './dictionary-keys.ts'

/** `POST /api/{entity}/create`, or `/update` when the row has an id. */
export const useSaveEntry = <Body extends object, Row>(entity: DictionaryEntity) =>
  useDictionaryMutation(entity, ({ id, body }: { id: number | null; body: Body }) =>
    id === null
      ? api.post<Row>(`/api/${entity}/create`, body)
      : api.post<Row>(`/api/${entity}/update`, { ...body, id }),
  )

/** `DELETE /api/{entity}/delete { id }`. */
export const useDeleteEntry = (entity: DictionaryEntity) =>
  useDictionaryMutation(entity, (id: number) => api.delete<null>(`/api/${entity}/delete`, { id }))
