import { useState } from 'react'
import { CalendarDaysIcon } from '@heroicons/react/24/outline'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useCalendarLink, useRenewCalendarLink } from '../api/calendar-link.ts'

/** Calendar apps subscribe to `webcal:` addresses; the feed itself is served over http(s). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:')

/**
 * «Смены в календаре» on the worker's profile (issue 23): the secret address of their calendar feed, to open
 * in a calendar app or copy, and a new address when the old one leaked.
 */
export function CalendarSection() {
  const [asked, setAsked] = useState(false)
  const link = useCalendarLink(asked)
  const renew = useRenewCalendarLink()
  const [confirm, confirmDialog] = useConfirm()
  const url = link.data?.url

  const copy = async () => {
    if (!url) return
    await navigator.clipboard.writeText(url)
    notify({ status: 'success', message: 'Ссылка скопирована' })
  }
  const renewLink = async () => {
    const sure = await confirm({
      title: 'Сменить ссылку?',
      message: 'Старая ссылка перестанет работать: календари, подписанные на неё, больше не обновятся.',
      confirmLabel: 'Сменить',
    })
    if (sure) await renew.submit({})
  }

  return (
    <section
      aria-labelledby="calendar-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex gap-3">
        <CalendarDaysIcon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="calendar-title" className="font-semibold text-gray-900">
            Смены в календаре
          </h2>
          <p className="text-sm text-gray-600">
            Подпишитесь один раз: запланированные смены сами появятся в календаре телефона и будут
            обновляться.
          </p>
        </div>
      </div>
      {url ? (
        <div className="space-y-3">
          <a
            href={webcalOf(url)}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Открыть в календаре
          </a>
          <label className="block text-xs text-gray-500" htmlFor="calendar-url">
            Или скопируйте ссылку в настройки календаря (Google: «Добавить по URL»)
          </label>
          <div className="flex gap-2">
            <input
              id="calendar-url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm text-gray-700"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Скопировать
            </Button>
          </div>
          <Button variant="ghost" block loading={renew.isPending} onClick={() => void renewLink()}>
            Сменить ссылку
          </Button>
        </div>
      ) : (
        <Button variant="secondary" block loading={link.isFetching} onClick={() => setAsked(true)}>
          Подключить календарь
        </Button>
      )}
      {confirmDialog}
    </section>
  )
}
