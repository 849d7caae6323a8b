import { useId, useState } from 'react'
import { DocumentTextIcon } from '@heroicons/react/24/outline'
import { Button } from '../../../ui/button.tsx'
import { Modal, modalFrameClass } from '../../../ui/modal.tsx'

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
  const titleId = useId()
  const messageId = useId()
  const close = () => {
    if (props.busy) return
    setAccepted(false)
    props.onClose()
  }
  return (
    <Modal
      open={props.open}
      onClose={close}
      labelledBy={titleId}
      describedBy={messageId}
      frameClassName={modalFrameClass.sheet}
      className="w-full max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-xl"
    >
      {props.open && (
        <>
          <div className="flex items-start gap-3">
            <DocumentTextIcon className="size-6 shrink-0 text-primary-700" aria-hidden />
            <div className="space-y-2">
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                Договор-оферта
              </h2>
              <p id={messageId} className="text-sm text-gray-700">
                Для услуги «{props.serviceName}» работа идёт по договору-оферте. Примите её один раз — и
                откликайтесь на заказы этой услуги как обычно.
              </p>
            </div>
          </div>
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={props.busy}>
              Отмена
            </Button>
            <Button disabled={!accepted} loading={props.busy} onClick={props.onAccept}>
              Принять и откликнуться
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
