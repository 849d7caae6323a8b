import { useId, useRef, useState } from 'react'
import { PaperClipIcon } from '@heroicons/react/20/solid'
import { evidenceLimitBytes, evidenceMessages } from '#contract/restrictions/evidence.ts'
import { Button } from '../../ui/button.tsx'
import { FieldFrame, describedBy } from '../../ui/fields/field-frame.tsx'
import { notifyFailure } from '../../ui/snackbar/notify-failure.ts'
import { evidenceAccept } from './evidence-files.ts'

/** A file beside a restriction or an appeal: its name, which saves it when pressed. */
export function SavedFile(props: { label: string; name: string; save: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {props.label}:
      <Button
        variant="ghost"
        loading={busy}
        className="px-2 text-primary-800 underline"
        aria-label={`Скачать: ${props.name}`}
        onClick={() => {
          setBusy(true)
          props
            .save()
            .catch(notifyFailure)
            .finally(() => setBusy(false))
        }}
      >
        <PaperClipIcon className="size-4" aria-hidden />
        {props.name}
      </Button>
    </span>
  )
}

/** Whether a chosen file passes the size limit; a larger one is refused here, before it is sent. */
export function withinLimit(file: File): boolean {
  return file.size <= evidenceLimitBytes
}

/**
 * A labelled file choice inside a form (a photo or a PDF up to 10 MB): the app's own button and the chosen
 * file's name, in Russian whatever the browser's language; `onChange` gets the file or null.
 */
export function FileChoice(props: { label: string; onChange: (file: File | null) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [name, setName] = useState<string | null>(null)
  const hint = 'Фото или PDF, не больше 10 МБ'
  return (
    <FieldFrame id={id} label={props.label} error={error} hint={hint}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={evidenceAccept}
        aria-describedby={describedBy(id, error, hint)}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null
          const fits = !file || withinLimit(file)
          setError(fits ? undefined : evidenceMessages.tooLarge)
          setName(fits && file ? file.name : null)
          props.onChange(fits ? file : null)
        }}
      />
      <span className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <PaperClipIcon className="size-4" aria-hidden />
          Выбрать файл
        </Button>
        <span className="min-w-0 truncate text-sm text-gray-700">{name ?? 'Файл не выбран'}</span>
      </span>
    </FieldFrame>
  )
}

/** A button that opens the file dialog and hands the chosen photo or PDF on; the input itself stays unseen. */
export function PickFileButton(props: { label: string; busy: boolean; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button variant="secondary" loading={props.busy} onClick={() => input.current?.click()}>
        <PaperClipIcon className="size-4" aria-hidden />
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={evidenceAccept}
        aria-hidden
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) props.onPick(file)
        }}
      />
    </>
  )
}
