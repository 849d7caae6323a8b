import { useId, useState } from 'react'
import { DocumentTextIcon } from '@heroicons/react/24/outline'
import { AcceptSheet } from '../../../ui/accept-sheet.tsx'

/**
 * The acceptance step for a service's contract offer, shown when the server asks for it before a response.
 * Accepting is a legal act, so it takes an explicit tick rather than one more tap on «Откликнуться».
 */
export function OfferDialog(props: {
  open: boolean
  serviceName: string
  busy: boolean
  onClose: () => void
  onAccept: () => void
}) {
  const [accepted, setAccepted] = useState(false)
  const checkboxId = useId()
  const close = () => {
    setAccepted(false)
    props.onClose()
  }
  return (
    <AcceptSheet
      open={props.open}
      busy={props.busy}
      onClose={close}
      icon={DocumentTextIcon}
      title="Договор-оферта"
      message={`Для услуги «${props.serviceName}» работа идёт по договору-оферте. Примите её один раз — и откликайтесь на заказы этой услуги как обычно.`}
      width="md"
      cancelLabel="Отмена"
      acceptLabel="Принять и откликнуться"
      canAccept={accepted}
      onAccept={props.onAccept}
    >
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-900"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-primary-700"
        />
        <span>
          Я ознакомлен(а) с договором-офертой по услуге «{props.serviceName}» и принимаю его условия
        </span>
      </label>
    </AcceptSheet>
  )
}
