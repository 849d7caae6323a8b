import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ScaleIcon } from '@heroicons/react/24/outline'
import { platformRulesLabels, platformRulesMessages } from '#contract/platform-rules/messages.ts'
import { Button } from '../../ui/button.tsx'
import { Modal, modalFrameClass } from '../../ui/modal.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { currentRulesQueryOptions } from './rules-calls.ts'

/**
 * The rules in force, shown when the server refuses a response until they are accepted: the worker reads
 * them and taps «Принимаю», which accepts that version and sends the response again.
 */
export function RulesDialog(props: {
  open: boolean
  busy: boolean
  onClose: () => void
  onAccept: (version: number) => void
}) {
  const rules = useQuery({ ...currentRulesQueryOptions, enabled: props.open })
  const current = rules.data?.current
  const titleId = useId()
  const messageId = useId()
  const close = () => {
    if (!props.busy) props.onClose()
  }
  return (
    <Modal
      open={props.open}
      onClose={close}
      labelledBy={titleId}
      describedBy={messageId}
      frameClassName={modalFrameClass.sheet}
      className="flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 rounded-2xl bg-white p-5 shadow-xl"
    >
      {props.open && (
        <>
          <div className="flex items-start gap-3">
            <ScaleIcon className="size-6 shrink-0 text-primary-700" aria-hidden />
            <div className="space-y-1">
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                {platformRulesLabels.rules}
                {current && `, версия ${current.version}`}
              </h2>
              <p id={messageId} className="text-sm text-gray-700">
                {platformRulesMessages.acceptRulesFirst}
              </p>
            </div>
          </div>
          {current?.changes && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Что изменилось: {current.changes}
            </p>
          )}
          <div
            className="min-h-24 overflow-y-auto whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm text-gray-900"
            aria-label="Текст правил"
          >
            {current ? current.text : <Spinner />}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={props.busy}>
              Не сейчас
            </Button>
            <Button
              disabled={!current}
              loading={props.busy}
              onClick={() => current && props.onAccept(current.version)}
            >
              {platformRulesLabels.accept}
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
