import { useEffect } from 'react'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { workerEndpoints } from '#contract/workers/endpoints.ts'
import type { Worker } from '#contract/workers/worker.ts'
import type { ApiError } from '../../../lib/api-error.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { cardFieldId } from '../../../shared/worker-profile/card-number-field.tsx'
import { profileValuesOf } from '../../../shared/worker-profile/profile-form-values.ts'
import { WorkerProfileForm, type SubmitOutcome } from '../../../shared/worker-profile/worker-profile-form.tsx'

/** The worker edits their own profile; the saved card stays hidden behind its last four digits. */
export default function WorkerProfileEditor(props: { worker: Worker; atCard?: boolean; onDone: () => void }) {
  // Come to change the card the bank refused: the card's field in view, its first control focused.
  useEffect(() => {
    if (!props.atCard) return
    const card = document.getElementById(cardFieldId)
    card?.scrollIntoView({ block: 'center' })
    card?.querySelector<HTMLElement>('button, input:not([readonly])')?.focus()
  }, [props.atCard])
  // The worker's own card is the current user: it is read again once saved.
  const update = useEndpointChange(workerEndpoints.updateProfile, {
    invalidates: [endpointKey(workerEndpoints.me)],
  })
  const submit = async (profile: WorkerProfileInput): Promise<SubmitOutcome> => {
    let refused: ApiError | undefined
    await update.submit(
      { body: profile },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Профиль сохранён' })
          props.onDone()
        },
        placeIn: (error) => {
          if (Object.keys(error.fields).length > 0) refused = error
          return refused !== undefined
        },
      },
    )
    return refused && { refused }
  }
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <WorkerProfileForm
        defaultValues={profileValuesOf(props.worker)}
        submitLabel="Сохранить"
        onSubmit={submit}
        onCancel={props.onDone}
        phoneLocked
        cardMasked
      />
    </section>
  )
}
