import { ArrowDownTrayIcon, ArrowUpOnSquareIcon } from '@heroicons/react/24/outline'
import { Button } from '../ui/button.tsx'
import type { InstallPromptEvent } from './install-events.ts'

/** The invitation itself: the browser's offer with an install button, or the iPhone's share-menu steps. */
export function InstallPromptCard({
  offer,
  install,
  dismiss,
}: {
  offer: InstallPromptEvent | null
  install: () => Promise<void>
  dismiss: () => void
}) {
  return (
    <section
      aria-labelledby="install-title"
      className="flex gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200"
    >
      <ArrowDownTrayIcon className="size-5 shrink-0 text-primary-700" aria-hidden />
      <div className="flex-1 space-y-2">
        <h2 id="install-title" className="font-semibold text-gray-900">
          Установите приложение
        </h2>
        {offer ? (
          <p className="text-gray-600">Смены откроются с экрана телефона, а акты — даже без сети.</p>
        ) : (
          <p className="text-gray-600">
            Нажмите{' '}
            <ArrowUpOnSquareIcon className="inline size-4 align-text-bottom" aria-label="Поделиться" /> внизу
            экрана и выберите «На экран Домой».
          </p>
        )}
        <div className="flex gap-2">
          {offer && <Button onClick={() => void install()}>Установить</Button>}
          <Button variant={offer ? 'ghost' : 'secondary'} onClick={dismiss}>
            {offer ? 'Не сейчас' : 'Понятно'}
          </Button>
        </div>
      </div>
    </section>
  )
}
