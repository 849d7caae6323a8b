import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../lib/api-error.ts'
import { notifyFailure } from '../../ui/snackbar/notify-failure.ts'

/**
 * A refused save: a 400's `fields` go under the dialog's fields (the first one focused), anything else — a
 * message for no field of this form, a 404, a lost connection — to the error snackbar.
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): void {
  const fields = error instanceof ApiError ? error.fields : {}
  const placed = formFields.filter((field) => field in fields)
  placed.forEach((field, index) =>
    setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 }),
  )
  if (placed.length === 0) notifyFailure(error)
}
