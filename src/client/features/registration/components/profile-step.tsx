import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { sessionMessages } from '#contract/auth/sms-code.ts'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { ApiError, offlineMessage } from '../../../lib/api-error.ts'
import { tokenStore } from '../../../lib/tokens.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'
import { emptyProfile } from '../../../shared/worker-profile/profile-form-values.ts'
import { WorkerProfileForm, type SubmitOutcome } from '../../../shared/worker-profile/worker-profile-form.tsx'
import {
  EmploymentQuestion,
  employmentAnswer,
  useEmploymentQuestion,
} from '../../../shared/former-employment/employment-question.tsx'
import { FormSubheader } from '../../../ui/fields/subheader.tsx'
import { sendRegistrationForm } from '../api/registration.ts'
import { createDraftSaver, registrationDraft } from '../registration-draft.ts'
import type { PhoneProof } from '../phone-proof.ts'
import { DocumentsNote } from './documents-note.tsx'

/**
 * Step 2: the profile, opened with the draft kept on this device for the phone. Sent with the phone's proof;
 * the new worker is signed in and sees on /orders that the form is being checked.
 */
export function ProfileStep(props: { proof: PhoneProof; onProofExpired: () => void }) {
  const { phone, registrationToken } = props.proof
  const router = useRouter()
  const draft = useQuery({
    queryKey: ['registration-draft', phone],
    queryFn: () => registrationDraft.load(phone),
    staleTime: Infinity,
    gcTime: 0,
  })
  const [saver] = useState(() => createDraftSaver(phone))
  useEffect(() => () => saver.cancel(), [saver])
  const question = useEmploymentQuestion()

  const submit = async (profile: WorkerProfileInput): Promise<SubmitOutcome> => {
    const formerEmployment = await employmentAnswer(question)
    if (!formerEmployment) return
    try {
      const tokens = await sendRegistrationForm({ ...profile, registrationToken, formerEmployment })
      saver.cancel()
      await registrationDraft.remove(phone)
      tokenStore.save(tokens)
      await router.navigate({ to: '/orders', replace: true })
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify({ status: 'error', message: offlineMessage })
        return
      }
      if (error.message === sessionMessages.registrationExpired) return props.onProofExpired()
      if (Object.keys(error.fields).length > 0) return { refused: error }
      notify({ status: error.status || 'error', message: error.messages })
    }
  }

  if (draft.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка анкеты" />
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <WorkerProfileForm
        defaultValues={{ ...emptyProfile(phone), ...draft.data, phone }}
        submitLabel="Отправить анкету"
        onSubmit={submit}
        onChange={saver.change}
        phoneLocked
        extra={
          <section aria-label="Работа в компании" className="space-y-4">
            <FormSubheader>Работа в компании</FormSubheader>
            <EmploymentQuestion form={question} />
          </section>
        }
      />
      <DocumentsNote />
    </div>
  )
}
