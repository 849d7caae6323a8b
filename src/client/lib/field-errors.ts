import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error.ts'

/**
 * The one way a refused form shows the server's reasons: each of a 400's `fields` goes under the form's field
 * for that path, the first one focused. `fieldOf` lists the form's fields, or maps a body's path to the form's
 * field where their names differ. Answers how many messages found a field, and the messages of paths the form
 * has no field for (to show above the button, or in a snackbar); a failure that is no refused form places
 * nothing.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fieldOf: readonly Path<T>[] | ((path: string) => Path<T> | undefined),
): { placed: number; unplaced: string[] } {
  const fields = error instanceof ApiError ? error.fields : {}
  const find =
    typeof fieldOf === 'function' ? fieldOf : (path: string) => fieldOf.find((field) => field === path)
  const unplaced: string[] = []
  let placed = 0
  for (const [path, message] of Object.entries(fields)) {
    const field = find(path)
    if (!field) {
      unplaced.push(message)
      continue
    }
    form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 })
    placed += 1
  }
  return { placed, unplaced }
}

/** `placeIn` of a form's submission: the refusal's field messages under the form's fields, as above. */
export function fieldErrorsOf<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  fieldOf: readonly Path<T>[] | ((path: string) => Path<T> | undefined),
): (error: unknown) => boolean {
  return (error) => applyFieldErrors(form, error, fieldOf).placed > 0
}
