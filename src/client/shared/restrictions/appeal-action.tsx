import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import {
  appealMessages,
  appealStateTitles,
  openAppealStates,
  type Appeal,
} from '#contract/appeals/appeals.ts'
import { appealEndpoints as calls } from '#contract/appeals/endpoints.ts'
import { evidenceMessages } from '#contract/restrictions/evidence.ts'
import type { Restriction } from '#contract/restrictions/restrictions.ts'
import { call } from '../../lib/api-client.ts'
import { useChange } from '../../lib/endpoint-query.ts'
import { fieldErrorsOf } from '../../lib/field-errors.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../ui/dialog.tsx'
import { TextareaField } from '../../ui/fields/textarea-field.tsx'
import { notify } from '../../ui/snackbar/snackbar-store.ts'
import { formatDay } from '../format/people-format.ts'
import { notifyFailure } from '../../ui/snackbar/notify-failure.ts'
import { appealChangeKeys, myAppealsQueryOptions } from './appeal-queries.ts'
import { attachToAppeal, saveAppealFile } from './evidence-files.ts'
import { FileChoice, PickFileButton, SavedFile, withinLimit } from './file-controls.tsx'

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
      {latest?.fileName && (
        <SavedFile
          label="Файл к жалобе"
          name={latest.fileName}
          save={() => saveAppealFile(latest.id, latest.fileName!)}
        />
      )}
      {latest && pending && !latest.fileName && <AttachLater appeal={latest} />}
      {!pending && appeals.isSuccess && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Обжаловать
        </Button>
      )}
      {open && <AppealDialog restrictionId={restriction.id} onClose={() => setOpen(false)} />}
    </div>
  )
}

/** A file for an appeal sent without one, while it waits for a decision. */
function AttachLater({ appeal }: { appeal: Appeal }) {
  const attach = useChange((file: File) => attachToAppeal(appeal.id, file), {
    invalidates: appealChangeKeys,
    onSuccess: () => notify({ status: 'success', message: 'Файл приложен к жалобе' }),
  })
  return (
    <PickFileButton
      label="Приложить файл"
      busy={attach.isPending}
      onPick={(file) =>
        withinLimit(file)
          ? void attach.submit(file)
          : notify({ status: 'warning', message: evidenceMessages.tooLarge })
      }
    />
  )
}

/**
 * The appeal first, then its file: an appeal whose file the server refuses is still made, and the worker is told
 * what happened to the file.
 */
async function sendAppeal(input: { restrictionId: number; text: string; file: File | null }) {
  const appeal = await call(calls.create, { body: { restrictionId: input.restrictionId, text: input.text } })
  if (!input.file) return appeal
  return attachToAppeal(appeal.id, input.file).catch((error: unknown) => {
    notifyFailure(error)
    return appeal
  })
}

function AppealDialog(props: { restrictionId: number; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const create = useChange(sendAppeal, {
    invalidates: appealChangeKeys,
    onSuccess: () => notify({ status: 'success', message: 'Жалоба отправлена' }),
  })
  // Checked on «Отправить», not on leaving the field: an error shown as the text loses focus would push
  // «Отмена» away from under the finger that taps it.
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } })
  const submit = form.handleSubmit(async (values) => {
    await create.submit(
      { restrictionId: props.restrictionId, text: values.text, file },
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
          <div className="pt-4">
            <FileChoice label="Файл: фото или документ (необязательно)" onChange={setFile} />
          </div>
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
