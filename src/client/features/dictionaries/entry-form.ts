import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { notify } from '../../ui/snackbar/snackbar-store.ts'
import { useSaveEntry } from './api/save-entry.ts'
import { fieldErrorsOf } from '../../lib/field-errors.ts'

/**
 * The form of a dictionary dialog: the contract's schema checks it as the server will, the body goes to
 * `create` (no id) or `update`, and the server's refusals land under the fields they name.
 */
export function useEntryForm<Values extends FieldValues, Body extends object>(options: {
  entity: DictionaryEntity
  id: number | null
  /** Takes what the form holds, an empty number field's null among it, and answers the body or the messages. */
  schema: z.ZodType<Body>
  defaultValues: Values
  onSaved: () => void
}) {
  const save = useSaveEntry<Body>(options.entity)
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(options.schema as z.ZodType<Body, Values>),
    defaultValues: options.defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
  })
  const fields = Object.keys(options.defaultValues) as Path<Values>[]
  const submit = form.handleSubmit(async (body) => {
    // A message for no field of this form, a 404, a lost connection: the error snackbar.
    await save.submit(
      { id: options.id, body },
      {
        onDone: () => {
          notify({
            status: 'success',
            message: options.id === null ? 'Запись добавлена' : 'Изменения сохранены',
          })
          options.onSaved()
        },
        placeIn: fieldErrorsOf(form, fields),
      },
    )
  })
  return { form, submit, submitting: form.formState.isSubmitting }
}
