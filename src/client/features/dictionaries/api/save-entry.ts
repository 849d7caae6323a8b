import type { CallInput } from '#contract/common/endpoint.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { call } from '../../../lib/api-client.ts'
import { dictionaryCalls } from '#contract/dictionaries/dictionary-calls.ts'
import { useDictionaryChange } from './dictionary-keys.ts'

type Calls = (typeof dictionaryCalls)[DictionaryEntity]

/**
 * `POST /api/{entity}/create`, or `/update` when the row has an id. The body is what the entity's form schema
 * (the contract's input schema of that entity) answered, so it is that entity's body.
 */
export const useSaveEntry = <Body extends object>(entity: DictionaryEntity) =>
  useDictionaryChange(entity, ({ id, body }: { id: number | null; body: Body }) => {
    const calls: Calls = dictionaryCalls[entity]
    return id === null
      ? call(calls.create, { body } as CallInput<Calls['create']>)
      : call(calls.update, { body: { ...body, id } } as { body: Body } as CallInput<Calls['update']>)
  })

/** `DELETE /api/{entity}/delete { id }`. */
export const useDeleteEntry = (entity: DictionaryEntity) =>
  useDictionaryChange(entity, (id: number) => call(dictionaryCalls[entity].remove, { body: { id } }))
