import type { UseFormSetError } from 'react-hook-form'
import { profileFields, type ProfileField, type ProfileFormValues } from './profile-form-values.ts'

const isProfileField = (path: string): path is ProfileField => (profileFields as string[]).includes(path)

/**
 * Shows a 400's `fields` under the profile's fields, focusing the first; answers the messages of paths the form
 * has no field for, to be shown above the button.
 */
export function showServerFieldErrors(
  fields: Record<string, string>,
  setError: UseFormSetError<ProfileFormValues>,
): string[] {
  const unplaced: string[] = []
  let focused = false
  for (const [path, message] of Object.entries(fields)) {
    if (!isProfileField(path)) {
      unplaced.push(message)
      continue
    }
    setError(path, { type: 'server', message }, { shouldFocus: !focused })
    focused = true
  }
  return unplaced
}
