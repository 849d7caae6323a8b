import { useQuery } from '@tanstack/react-query'
import { ScaleIcon } from '@heroicons/react/24/outline'
import { platformRulesLabels, platformRulesMessages } from '#contract/platform-rules/messages.ts'
import { AcceptSheet } from '../../ui/accept-sheet.tsx'
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
  return (
    <AcceptSheet
      open={props.open}
      busy={props.busy}
      onClose={props.onClose}
      icon={ScaleIcon}
      title={
        <>
          {platformRulesLabels.rules}
          {current && `, версия ${current.version}`}
        </>
      }
      message={platformRulesMessages.acceptRulesFirst}
      width="lg"
      cancelLabel="Не сейчас"
      acceptLabel={platformRulesLabels.accept}
      canAccept={!!current}
      onAccept={() => current && props.onAccept(current.version)}
    >
      {current?.changes && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Что изменилось: {current.changes}</p>
      )}
      <div
        className="min-h-24 overflow-y-auto whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm text-gray-900"
        aria-label="Текст правил"
      >
        {current ? current.text : <Spinner />}
      </div>
    </AcceptSheet>
  )
}
