import { del, get, set } from 'idb-keyval'
import type { ProfileFormValues } from '../../shared/worker-profile/profile-form-values.ts'

const draftKey = (phone: string) => `registration-draft:${phone}`

/**
 * The half-filled profile, kept on the device (IndexedDB) per phone so that a reload or a lost connection does
 * not lose it; removed once the form is sent.
 */
export const registrationDraft = {
  async load(phone: string): Promise<Partial<ProfileFormValues> | null> {
    return ((await get(draftKey(phone))) as Partial<ProfileFormValues> | undefined) ?? null
  },
  save: (phone: string, values: ProfileFormValues) => set(draftKey(phone), values),
  remove: (phone: string) => del(draftKey(phone)),
}

/** Saves the draft once typing pauses, so each keystroke does not write to the device. */
export function createDraftSaver(phone: string, delayMs = 300) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    change(values: ProfileFormValues) {
      clearTimeout(timer)
      timer = setTimeout(() => void registrationDraft.save(phone, values), delayMs)
    },
    cancel() {
      clearTimeout(timer)
    },
  }
}
