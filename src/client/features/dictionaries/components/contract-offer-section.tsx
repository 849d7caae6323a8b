import { useRef } from 'react'
import { ArrowTopRightOnSquareIcon, ArrowUpTrayIcon } from '@heroicons/react/20/solid'
import { displayInstant } from '#contract/common/display-dates.ts'
import { contractOfferLimitBytes } from '#contract/dictionaries/contract-offer.ts'
import { dictionaryMessages } from '#contract/dictionaries/messages.ts'
import type { ServiceRow } from '#contract/dictionaries/service.ts'
import { Button } from '../../../ui/button.tsx'
import { FormSubheader } from '../../../ui/fields/subheader.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { contractOfferLink, useUploadContractOffer } from '../api/contract-offer.ts'

/**
 * The service's contract offer: a PDF that workers accept before responding to its orders. A new upload
 * replaces the offer at once; the server checks the file's first bytes, the size is checked here first so a
 * large file is not sent for nothing.
 */
export function ContractOfferSection({ service }: { service: ServiceRow | null }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadContractOffer()
  const opener = useOpenInNewTab(() => contractOfferLink(service!.id))
  const offer = upload.data?.contractOffer ?? service?.contractOffer ?? null

  const send = async (file: File) => {
    if (file.size > contractOfferLimitBytes) {
      notify({ status: 'warning', message: dictionaryMessages.offerTooLarge })
      return
    }
    await upload.submit(
      { serviceId: service!.id, file },
      { onDone: () => notify({ status: 'success', message: 'Договор-оферта загружен' }) },
    )
  }

  return (
    <section aria-label="Договор-оферта" className="mt-6 space-y-3">
      <FormSubheader>Договор-оферта</FormSubheader>
      {!service ? (
        <p className="text-sm text-gray-600">Договор-оферту можно загрузить после сохранения услуги.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-gray-700">
            {offer ? (
              <>
                <span className="font-medium text-gray-900">{offer.fileName}</span>, загружен{' '}
                {displayInstant(offer.uploadedAt, { time: true })}
              </>
            ) : (
              'Не загружен: исполнители откликаются без оферты.'
            )}
          </p>
          {offer && (
            <Button variant="secondary" onClick={opener.open} loading={opener.busy}>
              <ArrowTopRightOnSquareIcon className="size-5" aria-hidden />
              Открыть
            </Button>
          )}
          <Button variant="secondary" onClick={() => input.current?.click()} loading={upload.isPending}>
            <ArrowUpTrayIcon className="size-5" aria-hidden />
            {offer ? 'Заменить PDF' : 'Загрузить PDF'}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            aria-label="Файл договора-оферты в PDF"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void send(file)
            }}
          />
        </div>
      )}
    </section>
  )
}
