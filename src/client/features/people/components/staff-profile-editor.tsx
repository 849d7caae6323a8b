import { useEffect, useRef, useState } from 'react'
import { ArrowPathIcon } from '@heroicons/react/20/solid'
import { peopleMessages } from '#contract/workers/people.ts'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { Button } from '../../../ui/button.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { profileValuesOf } from '../../../shared/worker-profile/profile-form-values.ts'
import { WorkerProfileForm, type SubmitOutcome } from '../../../shared/worker-profile/worker-profile-form.tsx'
import { updateWorkerProfile } from '../api/update-worker-profile.ts'
import { workerChanged } from '../api/people-keys.ts'

/**
 * The whole profile, editable by staff. It is saved from the version it was loaded from (`loaded`), so an
 * edit someone else saved meanwhile is not overwritten: the server refuses, and staff are offered to load
 * the profile afresh. The call is chosen by the worker's current state.
 */
export function StaffProfileEditor(props: {
  state: Worker['state']
  loaded: Worker
  onSaved: (worker: Worker) => void
  onReload: () => Promise<void>
}) {
  const [conflict, setConflict] = useState(false)
  const [reloading, setReloading] = useState(false)
  const conflictNotice = useRef<HTMLDivElement>(null)
  // The save button is at the foot of a long form: bring the notice, and its reload button, to the user.
  useEffect(() => {
    if (conflict) conflictNotice.current?.focus()
  }, [conflict])
  const save = useChange(
    (profile: WorkerProfileInput) =>
      updateWorkerProfile({ id: props.loaded.id, state: props.state }, props.loaded.version, profile),
    workerChanged,
  )

  const submit = async (profile: WorkerProfileInput): Promise<SubmitOutcome> => {
    setConflict(false)
    let refused: ApiError | undefined
    await save.submit(profile, {
      onDone: (saved) => {
        notify({ status: 'success', message: 'Профиль исполнителя сохранён' })
        props.onSaved(saved)
      },
      placeIn: (error) => {
        if (error.status === 409 && error.message === peopleMessages.staleEdit) {
          setConflict(true)
          return true
        }
        if (Object.keys(error.fields).length > 0) refused = error
        return refused !== undefined
      },
    })
    return refused && { refused }
  }

  const reload = async () => {
    setReloading(true)
    try {
      await props.onReload()
      setConflict(false)
    } catch (error) {
      notifyFailure(error)
    } finally {
      setReloading(false)
    }
  }

  return (
    <div className="space-y-4">
      {conflict && (
        <div
          ref={conflictNotice}
          tabIndex={-1}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 scroll-mt-20 focus:outline-none"
        >
          <p>
            <span className="font-medium">{peopleMessages.staleEdit}.</span> Ваши правки не сохранены.
          </p>
          <Button variant="secondary" loading={reloading} onClick={() => void reload()}>
            {!reloading && <ArrowPathIcon className="size-5" aria-hidden />}
            Загрузить актуальный профиль
          </Button>
        </div>
      )}
      <WorkerProfileForm
        defaultValues={profileValuesOf(props.loaded)}
        submitLabel="Сохранить изменения"
        onSubmit={submit}
        phoneLocked
      />
    </div>
  )
}
