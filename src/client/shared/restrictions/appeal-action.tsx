import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { appealMessages, appealStateTitles, openAppealStates } from '#contract/appeals/appeals.ts'
import { appealEndpoints as calls } from '#contract/appeals/endpoints.ts'
import type { Restriction } from '#contract/restrictions/restrictions.ts'
import { useEndpointChange } from '../../lib/endpoint-query.ts'
import { fieldErrorsOf } from '../../lib/field-errors.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../ui/dialog.tsx'
import { TextareaField } from '../../ui/fields/textarea-field.tsx'
import { notify } from '../../ui/snackbar/snackbar-store.ts'
import { formatDay } from '../format/people-format.ts'
import { appealChangeKeys, myAppealsQueryOptions } from './appeal-queries.ts'

/**
 * Under the worker's restriction (decision 097): its latest appeal's state and deadline, or «Обжаловать»
 * when none is open.
 */
export function AppealAction({ restriction }: { restriction: Restriction }) {
  const [open, setOpen] = useState(false)
  const appeals = useQuery(myAppealsQueryOptions)
  const latest = appeals.data?.find((appeal) => appeal.restrictionId === restriction.id)
  const pending = latest && (openAppealStates as readonly string[]).includes(latest.state)
  return (
    <div className="space-y-1 pt-1">
      {latest && (
        <p className="text-gray-700">
          Жалоба: {appealStateTitles[latest.state]}
          {pending && `, решение до ${formatDay(latest.dueAt)}`}
          {latest.decisionReason && `. ${latest.decisionReason}`}
        </p>
      )}
      {!pending && appeals.isSuccess && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Обжаловать
        </Button>
      )}
      {open && <AppealDialog restrictionId={restriction.id} onClose={() => setOpen(false)} />}
    </div>
  )
}

function AppealDialog(props: { restrictionId: number; onClose: () => void }) {
  const create = useEndpointChange(calls.create, {
    invalidates: appealChangeKeys,
    onSuccess: () => notify({ status: 'success', message: 'Жалоба отправлена' }),
  })
  const form = useForm<{ text: string }>({ defaultValues: { text: '' }, mode: 'onTouched' })
  const submit = form.handleSubmit(async (values) => {
    await create.submit(
      { body: { restrictionId: props.restrictionId, text: values.text } },
      { onDone: props.onClose, placeIn: fieldErrorsOf(form, ['text']) },
    )
  })
  return (
    <Dialog open onClose={props.onClose} title="Обжаловать ограничение" width={600}>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <TextareaField
            label="С чем вы не согласны"
            rows={5}
            maxLength={2000}
            {...form.register('text', {
              validate: (value) => value.trim().length > 0 || appealMessages.textRequired,
            })}
            error={form.formState.errors.text?.message}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Отправить
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
