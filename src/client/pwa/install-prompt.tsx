import { useState } from 'react'
import { ArrowDownTrayIcon, ArrowUpOnSquareIcon } from '@heroicons/react/24/outline'
import { Button } from '../ui/button.tsx'
import { spendInstallOffer, useInstallOffer } from './install-events.ts'

const dismissedKey = 'installPromptDismissedAt'
/** Put off once, the prompt comes back a month later rather than on every visit. */
const quietMs = 30 * 24 * 60 * 60_000

function recentlyDismissed(): boolean {
  const at = Number(localStorage.getItem(dismissedKey))
  return Number.isFinite(at) && at > 0 && Date.now() - at < quietMs
}

const runsInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/** iPhone and iPad Safari have no install offer: the app is added from the share menu. */
const isAppleMobile = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)

/**
 * The worker layout's invitation to put the app on the home screen: the browser's install offer where there
 * is one, the «На экран Домой» steps on iPhone; nothing once installed or put off.
 */
export function InstallPrompt() {
  const offer = useInstallOffer()
  const [hidden, setHidden] = useState(() => runsInstalled() || recentlyDismissed())
  if (hidden || (!offer && !isAppleMobile())) return null

  const dismiss = () => {
    localStorage.setItem(dismissedKey, String(Date.now()))
    setHidden(true)
  }
  const install = async () => {
    if (!offer) return
    spendInstallOffer()
    await offer.prompt()
    if ((await offer.userChoice).outcome === 'accepted') setHidden(true)
  }

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
